import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { object } from 'yup';
import {
  complaintSchema,
  passwordChangeSchema,
  requiredText,
  type ComplaintForm,
  type PasswordChangeForm,
} from '../contracts';
import { ApiError } from '../api/api-error';
import { FormRow, FormScaffold } from './FormScaffold';
import { PasswordField, SelectField, TextAreaField, TextField } from './Fields';
import { SubmitButton } from './SubmitButton';
import { useFormScaffold, type FormFlow } from './use-form-scaffold';

// Taken before a test installs the fake clock.
const realSetTimeout = globalThis.setTimeout;

/** Lets answered promises and React's work finish without moving the fake clock. */
async function settle(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
  }
}

/** A submission the test answers when it wants. */
function deferred() {
  let resolve: (message?: string) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<string | void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const EMPTY_COMPLAINT: ComplaintForm = { qtitle: '', qdescription: '' };

function ComplaintFormUnderTest({
  submit,
  flow,
  onSuccess,
  resetOnSuccess,
  markFieldsFromServer,
}: {
  submit: (values: ComplaintForm) => Promise<string | void>;
  flow?: FormFlow;
  onSuccess?: (message: string | undefined) => void;
  resetOnSuccess?: boolean;
  markFieldsFromServer?: boolean;
}) {
  const scaffold = useFormScaffold({
    schema: complaintSchema,
    defaultValues: EMPTY_COMPLAINT,
    submit,
    flow,
    onSuccess,
    resetOnSuccess,
    markFieldsFromServer,
  });
  const { control } = scaffold.form;
  return (
    <FormScaffold scaffold={scaffold} label="Submit Complain" againLabel="Submit another">
      <TextField control={control} name="qtitle" label="Subject" />
      <TextAreaField control={control} name="qdescription" label="Description" />
      <SubmitButton>Submit</SubmitButton>
    </FormScaffold>
  );
}

function setup() {
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

function button() {
  return screen.getByRole('button', { name: /Submit$/ });
}

async function fillComplaint(user: ReturnType<typeof setup>) {
  await user.type(screen.getByLabelText('Subject'), ' Late payout ');
  await user.type(screen.getByLabelText('Description'), 'My withdrawal is late.');
}

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  scrollTo.mockRestore();
});

describe('validation on change', () => {
  it("shows the schema's message under the field as soon as it changes, tied to the input", async () => {
    const user = setup();
    render(<ComplaintFormUnderTest submit={jest.fn()} />);
    const subject = screen.getByLabelText('Subject');
    expect(subject).not.toHaveAttribute('aria-invalid');

    await user.type(subject, 'x');
    await user.clear(subject);
    await settle();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveAccessibleDescription('Subject required');
    // The other field has not been touched: no message yet.
    expect(screen.queryByText('Description required')).not.toBeInTheDocument();

    await user.type(subject, 'Refund');
    await settle();
    expect(subject).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Subject required')).not.toBeInTheDocument();
  });

  it('sends nothing, names every problem and focuses the first when submitted empty', async () => {
    const user = setup();
    const submit = jest.fn();
    render(<ComplaintFormUnderTest submit={submit} />);
    await user.click(button());
    await settle();
    expect(screen.getByText('Subject required')).toBeInTheDocument();
    expect(screen.getByText('Description required')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it('checks a linked field again when the field it follows changes, once it has a value', async () => {
    const user = setup();
    function PasswordChange() {
      const scaffold = useFormScaffold<PasswordChangeForm>({
        schema: passwordChangeSchema,
        defaultValues: { current_password: '', password: '', password_confirm: '' },
        submit: jest.fn(),
        linkedFields: { password: 'password_confirm' },
      });
      const { control } = scaffold.form;
      return (
        <FormScaffold scaffold={scaffold}>
          <PasswordField
            control={control}
            name="password"
            label="New Password"
            autoComplete="new-password"
          />
          <PasswordField
            control={control}
            name="password_confirm"
            label="Confirm Password"
            autoComplete="new-password"
          />
        </FormScaffold>
      );
    }
    render(<PasswordChange />);
    await user.type(screen.getByLabelText('New Password'), 'secret12');
    await settle();
    // Confirm Password is still empty: not checked yet.
    expect(screen.queryByText('Confirm Password required')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await user.type(screen.getByLabelText('New Password'), '3');
    await settle();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Password not match',
    );
  });
});

describe('the panel flow (account, wallet and support forms)', () => {
  it('shows the overlay while submitting and keeps it about 2.1 s after success, then the panel', async () => {
    const user = setup();
    const answer = deferred();
    const submit = jest.fn(() => answer.promise);
    const onSuccess = jest.fn();
    render(<ComplaintFormUnderTest submit={submit} onSuccess={onSuccess} />);
    await fillComplaint(user);
    await user.click(button());
    await settle();

    // The schema's cleaned values are sent: the subject trimmed.
    expect(submit).toHaveBeenCalledWith({
      qtitle: 'Late payout',
      qdescription: 'My withdrawal is late.',
    });
    expect(screen.getByTestId('form-overlay')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Submit Complain' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(button()).toBeDisabled();
    expect(button()).toHaveAccessibleName('Submitting Submit');

    await act(async () => answer.resolve('Your complaint has been received.'));
    expect(onSuccess).toHaveBeenCalledWith('Your complaint has been received.');
    act(() => jest.advanceTimersByTime(2099));
    expect(screen.getByTestId('form-overlay')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toHaveAccessibleName('Submitting');

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Your complaint has been received.');
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();
  });

  it('says "Your request has been created." when the server gives no message', async () => {
    const user = setup();
    render(<ComplaintFormUnderTest submit={() => Promise.resolve()} />);
    await fillComplaint(user);
    await user.click(button());
    await settle();
    act(() => jest.advanceTimersByTime(2100));
    expect(screen.getByRole('status')).toHaveTextContent('Your request has been created.');
  });

  it('empties the form after a success when asked (password change, complaint)', async () => {
    const user = setup();
    render(<ComplaintFormUnderTest submit={() => Promise.resolve('Done.')} resetOnSuccess />);
    await fillComplaint(user);
    await user.click(button());
    await settle();
    act(() => jest.advanceTimersByTime(2100));
    await user.click(screen.getByRole('button', { name: 'Submit another' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(button()).toBeEnabled();
  });

  it('keeps what was typed after a success otherwise', async () => {
    const user = setup();
    render(<ComplaintFormUnderTest submit={() => Promise.resolve('Done.')} />);
    await fillComplaint(user);
    await user.click(button());
    await settle();
    act(() => jest.advanceTimersByTime(2100));
    await user.click(screen.getByRole('button', { name: 'Submit another' }));
    expect(screen.getByLabelText('Subject')).toHaveValue(' Late payout ');
  });

  it('shows a failure in the Error! box about 1 s after the answer, scrolls to the top, and lets the button be pressed again at about 2.1 s', async () => {
    const user = setup();
    const answer = deferred();
    render(<ComplaintFormUnderTest submit={() => answer.promise} />);
    await fillComplaint(user);
    await user.click(button());
    await settle();

    await act(async () =>
      answer.reject(
        new ApiError('The subject is too long.', {
          status: 422,
          code: 'VALIDATION_FAILED',
          fieldErrors: { qtitle: 'The subject is too long.', unknown_field: 'Ignored' },
        }),
      ),
    );
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('form-overlay')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('The subject is too long.');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.queryByTestId('form-overlay')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(
      'The subject is too long.',
    );
    expect(screen.queryByText('Ignored')).not.toBeInTheDocument();
    expect(button()).toBeDisabled();

    act(() => jest.advanceTimersByTime(1099));
    expect(button()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    expect(button()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Something went wrong. Please try again!" for a failure without a message', async () => {
    const user = setup();
    render(<ComplaintFormUnderTest submit={() => Promise.reject(new Error(''))} />);
    await fillComplaint(user);
    await user.click(button());
    await settle();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again!');
  });

  it('sends one request for a double press', async () => {
    const user = setup();
    const submit = jest.fn(() => new Promise<string>(() => undefined));
    render(<ComplaintFormUnderTest submit={submit} />);
    await fillComplaint(user);
    const form = screen.getByRole('form', { name: 'Submit Complain' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await settle();
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

describe('the auth flow (sign-in, register)', () => {
  it('shows a failure about 1 s after the answer and lets the button be pressed again at about 2.1 s', async () => {
    const user = setup();
    render(
      <ComplaintFormUnderTest
        flow="auth"
        submit={() => Promise.reject(new Error('The user credentials were incorrect.'))}
      />,
    );
    await fillComplaint(user);
    await user.click(button());
    await settle();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('The user credentials were incorrect.');
    expect(button()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1099));
    expect(button()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    expect(button()).toBeEnabled();
  });

  it('shows a refusal in the Error! box only when the form marks no field from the server', async () => {
    const user = setup();
    render(
      <ComplaintFormUnderTest
        flow="auth"
        markFieldsFromServer={false}
        submit={() =>
          Promise.reject(
            new ApiError('The user credentials were incorrect.', {
              status: 400,
              code: 'INVALID_CREDENTIALS',
              fieldErrors: { qtitle: 'The user credentials were incorrect.' },
            }),
          )
        }
      />,
    );
    await fillComplaint(user);
    await user.click(button());
    await settle();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toHaveTextContent('The user credentials were incorrect.');
    expect(screen.getAllByText('The user credentials were incorrect.')).toHaveLength(1);
    expect(screen.getByLabelText('Subject')).not.toHaveAttribute('aria-invalid');
  });

  it('hands a success to the page at once and keeps the form locked, without a panel', async () => {
    const user = setup();
    const onSuccess = jest.fn();
    render(
      <ComplaintFormUnderTest
        flow="auth"
        submit={() => Promise.resolve('Registration successful.')}
        onSuccess={onSuccess}
      />,
    );
    await fillComplaint(user);
    await user.click(button());
    await settle();
    expect(onSuccess).toHaveBeenCalledWith('Registration successful.');
    expect(screen.queryByTestId('form-overlay')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(button()).toBeDisabled();
  });
});

describe('the fields', () => {
  const schema = object({ method: requiredText('Method required'), amount: requiredText('x') });
  type Values = { method: string; amount: string };

  function Fields({ disabledSubmit = false }: { disabledSubmit?: boolean }) {
    const [methods] = useState([
      { value: 'BKASH', label: 'bKash' },
      { value: 'NAGAD', label: 'Nagad' },
    ]);
    const scaffold = useFormScaffold<Values>({
      schema,
      defaultValues: { method: 'BKASH', amount: '' },
      submit: jest.fn(),
    });
    const { control } = scaffold.form;
    return (
      <FormScaffold scaffold={scaffold} columns={2}>
        <SelectField control={control} name="method" label="Method" options={methods} />
        <TextField
          control={control}
          name="amount"
          label="Coins"
          prefix="৳"
          hint="Minimum 300, maximum 25000 coins."
        />
        <FormRow>
          <SubmitButton disabled={disabledSubmit}>Send</SubmitButton>
        </FormRow>
      </FormScaffold>
    );
  }

  it('ties a hint to its input while there is no error, and shows a prefix', () => {
    render(<Fields />);
    expect(screen.getByLabelText('Coins')).toHaveAccessibleDescription(
      'Minimum 300, maximum 25000 coins.',
    );
    expect(screen.getByTestId('amount-prefix')).toHaveTextContent('৳');
  });

  it('changes a select', async () => {
    const user = setup();
    render(<Fields />);
    await user.selectOptions(screen.getByLabelText('Method'), 'Nagad');
    expect(screen.getByLabelText('Method')).toHaveValue('NAGAD');
  });

  it("disables the button for the page's own reason", () => {
    render(<Fields disabledSubmit />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('shows and hides a password', async () => {
    const user = setup();
    function One() {
      const scaffold = useFormScaffold({
        schema: object({ password: requiredText('x') }),
        defaultValues: { password: '' },
        submit: jest.fn(),
      });
      return (
        <FormScaffold scaffold={scaffold}>
          <PasswordField
            control={scaffold.form.control}
            name="password"
            label="Password"
            autoComplete="current-password"
          />
        </FormScaffold>
      );
    }
    render(<One />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
