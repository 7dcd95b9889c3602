// A self-signed certificate for localhost (and 127.0.0.1), valid for a day: made at every start
// of the local HTTPS layout (start.mjs) and by the nginx configuration's test.
import { execFileSync } from 'node:child_process';

export function makeLocalCertificate(certificate, key) {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      certificate,
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
}
