import { useId, type ReactNode } from 'react';
import './auth-card.css';

/** The card the sign-in, register and forgot-password pages sit in. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
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
      {footer && <div className="sb-host-auth__footer">{footer}</div>}
    </section>
  );
}
