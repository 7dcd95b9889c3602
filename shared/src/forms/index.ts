export * from './timing';
export * from './use-form-scaffold';
export { FormScaffold, FormRow } from './FormScaffold';
export { SubmitButton } from './SubmitButton';
export { TextField, PasswordField, SelectField, TextAreaField } from './Fields';
