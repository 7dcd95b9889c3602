import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './auth-card.css';

/**
 * The card the sign-in, register and forgot-password pages sit in, with the way back to the
 * home page under it.
 */
export function AuthCard({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const titleId = useId();
  return (
    <section
      className={`sb-host-auth${wide ? ' sb-host-auth--wide' : ''}`}
      aria-labelledby={titleId}
    >
      <div className="sb-host-auth__card">
        <h1 id={titleId} className="sb-host-auth__title">
          {title}
        </h1>
        {subtitle && <p className="sb-host-auth__subtitle">{subtitle}</p>}
        {children}
      </div>
      <div className="sb-host-auth__footer">
        <Link to="/" className="sb-host-auth__back">
          ← Back to Home
        </Link>
      </div>
    </section>
  );
}
