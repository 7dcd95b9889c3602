/**
 * The back office: sign-in, then the screens the operator's role allows, chosen by the URL's
 * hash (#/deposits...), so the static server needs no route of its own.
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { call, onSignedOut, storedSession, storeSession } from './api';
import { startLiveQueues } from './live-queues';
import type { OperatorSession } from './api';
import type { OperatorMe } from '@sportsbook/shared/contracts';
import { Complaints } from './screens/Complaints';
import { Markets } from './screens/Markets';
import { Audit, LedgerHealth, Operators } from './screens/Oversight';
import { Deposits, Withdrawals } from './screens/Queues';
import { SignIn } from './screens/SignIn';
import { Users } from './screens/Users';

interface Screen {
  path: string;
  label: string;
  permission: string;
  render: (me: OperatorMe) => ReactNode;
}

const SCREENS: readonly Screen[] = [
  { path: 'deposits', label: 'Deposits', permission: 'wallet.read', render: () => <Deposits /> },
  {
    path: 'withdrawals',
    label: 'Withdrawals',
    permission: 'wallet.read',
    render: () => <Withdrawals />,
  },
  { path: 'markets', label: 'Markets', permission: 'markets.read', render: () => <Markets /> },
  {
    path: 'complaints',
    label: 'Complaints',
    permission: 'complaints.read',
    render: () => <Complaints />,
  },
  {
    path: 'users',
    label: 'Bettors',
    permission: 'users.read',
    render: (me) => (
      <Users
        rights={{
          changeStatus: me.permissions.includes('users.status'),
          addTimeOut: me.permissions.includes('users.time-out'),
        }}
      />
    ),
  },
  { path: 'audit', label: 'Audit trail', permission: 'audit.read', render: () => <Audit /> },
  { path: 'ledger', label: 'Ledger', permission: 'ledger.read', render: () => <LedgerHealth /> },
  {
    path: 'operators',
    label: 'Operators',
    permission: 'operators.manage',
    render: () => <Operators />,
  },
];

function useHashPath(): string {
  const read = () => window.location.hash.replace(/^#\/?/, '');
  const [path, setPath] = useState(read);
  useEffect(() => {
    const changed = () => setPath(read());
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return path;
}

export function App() {
  const [session, setSession] = useState<OperatorSession | null>(storedSession);
  const [me, setMe] = useState<OperatorMe | null>(null);
  const path = useHashPath();

  useEffect(() => onSignedOut(() => setSession(null)), []);
  // The operators' channel, for as long as this session lasts.
  useEffect(() => (session ? startLiveQueues() : undefined), [session]);
  useEffect(() => {
    setMe(null);
    if (!session) return;
    call<OperatorMe>('GET', '/me').then(
      (result) => setMe(result.data),
      () => undefined,
    );
  }, [session]);

  if (!session) return <SignIn onSignedIn={setSession} />;
  const allowed = SCREENS.filter((screen) => me?.permissions.includes(screen.permission));
  const current = allowed.find((screen) => screen.path === path) ?? allowed[0];
  const signOut = async () => {
    await call('DELETE', '/session').catch(() => undefined);
    storeSession(null);
    setSession(null);
  };
  return (
    <>
      <header className="bo-header">
        <p className="bo-brand">Sportsbook back office</p>
        <nav aria-label="Back office">
          <ul>
            {allowed.map((screen) => (
              <li key={screen.path}>
                <a href={`#/${screen.path}`} aria-current={screen === current ? 'page' : undefined}>
                  {screen.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="bo-who">
          {session.operator.username} ({session.operator.role}){' '}
          <button type="button" onClick={() => void signOut()}>
            Sign out
          </button>
        </p>
      </header>
      <main className="bo-main">{me ? current?.render(me) : <p>Loading…</p>}</main>
    </>
  );
}
