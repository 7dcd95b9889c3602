// Build of the prediction remote: the house remote build (DESIGN.md section 2,
// docs/frontend-conventions.md) with the contract's exposed modules.
import { remoteRspackConfig } from '@sportsbook/shared/federation';
import { REMOTE_EXPOSES } from '@sportsbook/shared/contracts';

export default (_env: unknown, argv: { mode?: string }) =>
  remoteRspackConfig({
    appDir: __dirname,
    name: 'prediction',
    exposes: REMOTE_EXPOSES.prediction,
    production: (argv.mode ?? process.env.NODE_ENV) === 'production',
    title: 'Prediction (standalone)',
  });
