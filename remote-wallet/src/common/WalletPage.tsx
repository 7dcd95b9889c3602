import { useEffect, type ReactNode } from 'react';
import { ACCOUNT_AREA, type AccountAreaPageKey } from '@sportsbook/shared/contracts';
import './wallet.css';

/** The menu label of a wallet page (one list names every account page: shared's ACCOUNT_AREA). */
export function pageTitle(key: AccountAreaPageKey): string {
  for (const group of ACCOUNT_AREA) {
    for (const page of group.pages) if (page.key === key) return page.label;
  }
  return key;
}

/**
 * A wallet page inside the host's account-area frame: its one h1 (the page title, also the
 * document title) and its content. The frame and the section menu around it are the host's.
 */
export function WalletPage({ page, children }: { page: AccountAreaPageKey; children: ReactNode }) {
  const title = pageTitle(page);
  useEffect(() => {
    document.title = `${title} | Sportsbook`;
  }, [title]);
  return (
    <section className="sb-wallet-page" aria-labelledby={`sb-wallet-${page}-title`}>
      <h1 className="sb-wallet-page__title" id={`sb-wallet-${page}-title`}>
        {title}
      </h1>
      {children}
    </section>
  );
}
