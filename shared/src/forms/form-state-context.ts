import { createContext, useContext } from 'react';

/** What a form's submit button needs of its scaffold. */
export interface FormStateValue {
  busy: boolean;
  locked: boolean;
}

export const FormStateContext = createContext<FormStateValue>({ busy: false, locked: false });

export function useFormState(): FormStateValue {
  return useContext(FormStateContext);
}
