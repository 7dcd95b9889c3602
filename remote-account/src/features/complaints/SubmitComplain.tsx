import { submitComplaint } from '@sportsbook/shared/api';
import { complaintSchema, type ComplaintForm } from '@sportsbook/shared/contracts';
import {
  FormScaffold,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormScaffold,
} from '@sportsbook/shared/forms';
import { AccountPage } from '../../common/AccountPage';

const EMPTY: ComplaintForm = { qtitle: '', qdescription: '' };

async function send(values: ComplaintForm): Promise<string> {
  const answer = await submitComplaint(values);
  return answer.message;
}

/**
 * Submit Complain (SPEC sections 2, 4, 5): subject and description; the server's message on
 * the success panel, and the form reset. An operator's answer shows in Complain History.
 */
export function SubmitComplain() {
  const scaffold = useFormScaffold<ComplaintForm>({
    schema: complaintSchema,
    defaultValues: EMPTY,
    submit: send,
    resetOnSuccess: true,
  });
  const { control } = scaffold.form;
  return (
    <AccountPage title="Submit Complain">
      <FormScaffold
        scaffold={scaffold}
        label="Submit Complain"
        againLabel="Submit another complain"
      >
        <TextField control={control} name="qtitle" label="Subject" autoComplete="off" />
        <TextAreaField control={control} name="qdescription" label="Description" />
        <SubmitButton>Submit</SubmitButton>
      </FormScaffold>
    </AccountPage>
  );
}
