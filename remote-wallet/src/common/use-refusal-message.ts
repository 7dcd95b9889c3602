import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { messageActions, useSessionDispatch } from '@sportsbook/shared/session';

/**
 * SPEC section 8's local wallet messages ("Deposit Not Available", "Payment not supported now!"):
 * when a press of the submit button is stopped because `field` breaks the rule whose message is
 * `message`, the message also shows as an error toast (its title), besides under the field.
 */
export function useRefusalMessage<T extends FieldValues>(
  form: UseFormReturn<T>,
  field: Path<T>,
  message: string,
): void {
  const dispatch = useSessionDispatch();
  // Reading formState in render subscribes the page to these values.
  const { submitCount, isSubmitSuccessful } = form.formState;
  const { getFieldState } = form;
  useEffect(() => {
    if (submitCount === 0 || isSubmitSuccessful) return;
    if (getFieldState(field).error?.message === message) {
      dispatch(messageActions.showMessage({ type: 'error', title: message }));
    }
  }, [submitCount, isSubmitSuccessful, getFieldState, field, message, dispatch]);
}
