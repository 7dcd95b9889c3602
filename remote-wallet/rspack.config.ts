// Build of the wallet remote: the house remote build (DESIGN.md section 2,
// docs/frontend-conventions.md) with the contract's exposed modules.
import { remoteRspackConfig } from '@sportsbook/shared/federation';
import { REMOTE_EXPOSES } from '@sportsbook/shared/contracts';

export default (_env: unknown, argv: { mode?: string }) =>
  remoteRspackConfig({
    appDir: __dirname,
    name: 'wallet',
    exposes: REMOTE_EXPOSES.wallet,
    production: (argv.mode ?? process.env.NODE_ENV) === 'production',
    title: 'Wallet (standalone)',
  });
