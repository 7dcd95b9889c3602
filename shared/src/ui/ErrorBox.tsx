/** The dismissible red box headed Error! that forms show (SPEC section 2). */
export function ErrorBox({ message, onClose }: { message: string; onClose?: () => void }) {
  return (
    <div className="sb-error-box" role="alert">
      <p className="sb-error-box__title">Error!</p>
      <p style={{ margin: 0 }}>{message}</p>
      {onClose && (
        <button type="button" className="sb-error-box__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
