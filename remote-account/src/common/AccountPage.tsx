import type { ReactNode } from 'react';
import './account-page.css';

/** The page inside the host's account-area frame: its one h1 and its content. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="sb-account-page" aria-labelledby="sb-account-page-title">
      <h1 id="sb-account-page-title" className="sb-account-page__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
