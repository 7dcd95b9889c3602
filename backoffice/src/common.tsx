/** Pieces every screen uses: actions with their errors, money, tables that scroll on a phone. */
import { useRef, useState } from 'react';
import type { Key, ReactNode } from 'react';
import { ApiError, IdempotentAttempts } from '@sportsbook/shared/api/attempts';
import { call } from './api';

export interface ActionState {
  busy: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  done: string | null;
}

/** One operator action as sent: the same method, path and body are the same action. */
interface ActionRequest {
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
}

/**
 * Runs one operator action, by shared's rule (`IdempotentAttempts`): its Idempotency-Key is kept
 * until the outcome is known, so a retry after a lost answer, a 5xx, a 401 or a 429 is the same
 * action (the API answers the first result), never a second one. Success or a 4xx refusal is an
 * answer: the next press is a new action with a new key. The keys live as long as the hook.
 */
export function useAction(onDone: () => void | Promise<void>) {
  const attempts = useRef<IdempotentAttempts<ActionRequest> | null>(null);
  const [state, setState] = useState<ActionState>({
    busy: false,
    error: null,
    fieldErrors: {},
    done: null,
  });
  const run = async (
    method: 'POST' | 'PUT',
    path: string,
    body: unknown,
    doneMessage: string,
  ): Promise<boolean> => {
    attempts.current ??= new IdempotentAttempts<ActionRequest>();
    const actions = attempts.current;
    setState({ busy: true, error: null, fieldErrors: {}, done: null });
    try {
      await actions.send({ method, path, body }, (request, idempotencyKey) =>
        call(request.method, request.path, { body: request.body, idempotencyKey }),
      );
      setState({ busy: false, error: null, fieldErrors: {}, done: doneMessage });
      await onDone();
      return true;
    } catch (caught) {
      const error =
        caught instanceof ApiError
          ? caught
          : new ApiError('Something went wrong.', { status: null, code: 'UNEXPECTED_RESPONSE' });
      setState({ busy: false, error: error.message, fieldErrors: error.fieldErrors, done: null });
      return false;
    }
  };
  return { ...state, run };
}

export function Coins({ value }: { value: number }) {
  return (
    <span className="bo-num">
      {value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
    </span>
  );
}

/** A wide table that scrolls sideways on a phone; focusable so a keyboard can scroll it. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bo-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/**
 * Rows under column headings, in a TableScroll: the one table scaffold of the back office.
 * `cells` gives a row's cells (a fragment of `td`s); no rows yet (undefined) is an empty body.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  cells,
}: {
  label: string;
  columns: readonly string[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row, index: number) => Key;
  cells: (row: Row) => ReactNode;
}) {
  return (
    <TableScroll label={label}>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.map((row, index) => (
            <tr key={rowKey(row, index)}>{cells(row)}</tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function Feedback({ state }: { state: Pick<ActionState, 'error' | 'done'> }) {
  if (state.error) {
    return (
      <p className="bo-error" role="alert">
        {state.error}
      </p>
    );
  }
  if (state.done) {
    return (
      <p className="bo-done" role="status">
        {state.done}
      </p>
    );
  }
  return null;
}

export function ListError({ error }: { error: string | null }) {
  return error ? (
    <p className="bo-error" role="alert">
      {error}
    </p>
  ) : null;
}

export function formatTime(iso: string): string {
  return iso.replace('T', ' ').slice(0, 19);
}
