import type { ReactNode } from 'react';

/** Replaces a form after success, with the server's message (SPEC section 2). */
export const DEFAULT_SUCCESS_MESSAGE = 'Your request has been created.';

export function SuccessPanel({ message, children }: { message?: string; children?: ReactNode }) {
  return (
    <div className="sb-success-panel" role="status">
      <p style={{ margin: 0, fontWeight: 700 }}>{message || DEFAULT_SUCCESS_MESSAGE}</p>
      {children && <div style={{ marginTop: 16 }}>{children}</div>}
    </div>
  );
}
