export { TextField, PasswordField, SelectField } from './Field';
export { SubmitButton } from './SubmitButton';
export { AuthCard } from './AuthCard';
export { useCooldown } from './use-cooldown';
export { useDelayedNavigate } from './use-delayed-navigate';
