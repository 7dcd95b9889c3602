import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { ObjectSchema } from 'yup';
import { ApiError } from '../api/api-error';
import { DEFAULT_SUCCESS_MESSAGE } from '../ui/SuccessPanel';
import { FORM_ERROR_DELAY_MS, FORM_RETRY_DELAY_MS, FORM_SUCCESS_HOLD_MS } from './timing';

/**
 * How a form reports its outcome.
 * - `panel` (SPEC sections 2 and 4, the account, wallet and support forms): the overlay stays
 *   about 2.1 s after a success, then the success panel replaces the form with the server's
 *   message.
 * - `auth` (SPEC section 8, sign-in and register): the page reports a success itself (a toast,
 *   then it moves on) and the form stays locked meanwhile.
 * Either way a failure shows in the Error! box about 1 s after the answer (SPEC section 4's
 * forms; SPEC-READINGS.md "Sign-in, the betslip and deposits" for sign-in), and the button can be
 * pressed again about 2.1 s after it.
 */
export type FormFlow = 'panel' | 'auth';

export const FORM_FLOW_TIMINGS: Record<
  FormFlow,
  { successHoldMs: number; errorDelayMs: number; retryDelayMs: number }
> = {
  panel: {
    successHoldMs: FORM_SUCCESS_HOLD_MS,
    errorDelayMs: FORM_ERROR_DELAY_MS,
    retryDelayMs: FORM_RETRY_DELAY_MS,
  },
  auth: { successHoldMs: 0, errorDelayMs: FORM_ERROR_DELAY_MS, retryDelayMs: FORM_RETRY_DELAY_MS },
};

/** Shown when a submission fails without a message of its own (SPEC section 8's words). */
export const FORM_FAILED_MESSAGE = 'Something went wrong. Please try again!';

export interface FormScaffoldOptions<T extends FieldValues> {
  /** The form's schema from `@sportsbook/shared/contracts`: the rules and messages of SPEC section 5. */
  schema: ObjectSchema<T>;
  defaultValues: T;
  /**
   * Sends the checked values (trimmed by the schema). Resolves to the server's message, which the
   * success panel shows (none: "Your request has been created."); rejects with the failure, whose
   * message goes in the Error! box and whose field errors go under their fields.
   */
  submit: (values: T) => Promise<string | void>;
  flow?: FormFlow;
  /** Runs as soon as the server accepts (a toast, `coins:changed`, a navigation later). */
  onSuccess?: (message: string | undefined) => void;
  /** Empties the form after a success (SPEC section 4: password change, complaint). */
  resetOnSuccess?: boolean;
  /**
   * Fields checked again when another changes, once they hold a value: Confirm Password follows
   * Password (`{ password: 'password_confirm' }`).
   */
  linkedFields?: Partial<Record<Path<T>, Path<T>>>;
  /**
   * Whether a refusal's `errors.<field>` shows under that field (default true). Sign-in says no:
   * its refusal ("The user credentials were incorrect.") does not say which field was wrong, so it
   * shows in the Error! box only and no field is marked (SPEC-READINGS.md "Sign-in, ...").
   */
  markFieldsFromServer?: boolean;
}

export type FormPhase = 'idle' | 'submitting' | 'failed' | 'succeeded';

export interface FormScaffold<T extends FieldValues> {
  /** react-hook-form's methods; fields take `form.control`. */
  form: UseFormReturn<T>;
  flow: FormFlow;
  phase: FormPhase;
  /** The overlay shows: a request runs, or a success or failure is about to show. */
  busy: boolean;
  /** The submit button is disabled. */
  locked: boolean;
  /** The Error! box's text, while it shows. */
  failure: string | null;
  dismissFailure: () => void;
  /** The success panel's text (panel flow), once it shows. */
  successMessage: string | null;
  /** Shows the form again after the success panel (emptied when `resetOnSuccess`). */
  showFormAgain: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
}

function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FORM_FAILED_MESSAGE;
}

/** Timeouts that end with the component, so nothing updates a form that has gone; 0 ms runs now. */
function useTimeouts() {
  const pending = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = pending.current;
    return () => {
      timers.forEach(clearTimeout);
      timers.clear();
    };
  }, []);
  return useCallback((ms: number, run: () => void) => {
    // No delay is no timer: the step happens with the answer, not a turn later.
    if (ms <= 0) {
      run();
      return;
    }
    const timer = setTimeout(() => {
      pending.current.delete(timer);
      run();
    }, ms);
    pending.current.add(timer);
  }, []);
}

/**
 * The one form scaffold of the product (docs/frontend-conventions.md "Forms"): react-hook-form
 * validating on change with the form's yup schema, and the submission states of SPEC section 4
 * with their delays. Render it with `<FormScaffold scaffold={...}>`.
 */
export function useFormScaffold<T extends FieldValues>({
  schema,
  defaultValues,
  submit,
  flow = 'panel',
  onSuccess,
  resetOnSuccess = false,
  linkedFields,
  markFieldsFromServer = true,
}: FormScaffoldOptions<T>): FormScaffold<T> {
  const form = useForm<T>({
    mode: 'onChange',
    // yup types the resolver by the schema's inferred output (MakeKeysOptional<T>), which the
    // compiler cannot relate to a generic T; for SPEC's all-text forms the two are the same.
    // SPEC section 5's rules need no I/O: checked synchronously, a message shows on the keystroke.
    resolver: yupResolver(schema, undefined, { mode: 'sync' }) as unknown as Resolver<T>,
    defaultValues: defaultValues as DefaultValues<T>,
  });
  const later = useTimeouts();
  const timings = FORM_FLOW_TIMINGS[flow];
  const [phase, setPhase] = useState<FormPhase>('idle');
  const [coolingDown, setCoolingDown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  // A ref, not state: a second press in the same frame must not send a second request.
  const blocked = useRef(false);

  const { watch, getFieldState, trigger } = form;
  useEffect(() => {
    if (!linkedFields) return undefined;
    const subscription = watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      const linked = linkedFields[name];
      if (linked && getFieldState(linked).isDirty) void trigger(linked);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, trigger, linkedFields]);

  const send = async (values: T) => {
    if (blocked.current) return;
    blocked.current = true;
    setFailure(null);
    setPhase('submitting');
    let message: string | undefined;
    try {
      message = (await submit(values)) || undefined;
    } catch (error) {
      setCoolingDown(true);
      later(timings.retryDelayMs, () => {
        setCoolingDown(false);
        blocked.current = false;
      });
      later(timings.errorDelayMs, () => {
        if (markFieldsFromServer && error instanceof ApiError) {
          for (const [field, problem] of Object.entries(error.fieldErrors)) {
            if (Object.hasOwn(defaultValues, field) && problem) {
              form.setError(field as Path<T>, { type: 'server', message: problem });
            }
          }
        }
        setFailure(failureText(error));
        setPhase('failed');
        window.scrollTo(0, 0);
      });
      return;
    }
    onSuccess?.(message);
    later(timings.successHoldMs, () => {
      if (resetOnSuccess) form.reset(defaultValues);
      setSuccessMessage(message ?? DEFAULT_SUCCESS_MESSAGE);
      setPhase('succeeded');
      // The panel flow may show the form again for another request; the auth flow has moved on.
      if (flow === 'panel') blocked.current = false;
    });
  };

  return {
    form,
    flow,
    phase,
    busy: phase === 'submitting',
    locked: phase === 'submitting' || coolingDown || (flow === 'auth' && phase === 'succeeded'),
    failure,
    dismissFailure: () => setFailure(null),
    successMessage: flow === 'panel' ? successMessage : null,
    showFormAgain: () => {
      setSuccessMessage(null);
      setPhase('idle');
    },
    onSubmit: form.handleSubmit(send),
  };
}
