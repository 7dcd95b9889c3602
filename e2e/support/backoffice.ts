/**
 * The operators' back office as `npm start` serves it (:3006), its demo operator (seeded by the
 * API into an empty operators table) and that operator's TOTP code, computed here as an
 * authenticator app does (RFC 6238: HMAC-SHA1 of the 30-second step, 6 digits).
 */
import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { API_URL } from './stack';

export const BACKOFFICE_URL = 'http://localhost:3006';

export const DEMO_OPERATOR = {
  username: 'admin',
  password: 'backoffice-demo-1',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '')) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let index = 0; index + 8 <= bits.length; index += 8) {
    bytes.push(parseInt(bits.slice(index, index + 8), 2));
  }
  return Buffer.from(bytes);
}

/** The 6-digit code of `secret` at `now`. */
export function totpCode(secret: string, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** The operator session token the page holds (sessionStorage), for reading the operator API. */
export async function operatorToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.sessionStorage.getItem('sb-operator-session'));
  if (!stored) throw new Error('The back office page is not signed in.');
  return (JSON.parse(stored) as { token: string }).token;
}

/** GET of the operator API as the signed-in operator of `page`. */
export async function operatorGet<T>(page: Page, path: string): Promise<T> {
  const response = await fetch(`${API_URL}/operator${path}`, {
    headers: { Authorization: `Bearer ${await operatorToken(page)}` },
  });
  if (!response.ok) throw new Error(`GET /operator${path}: ${response.status}`);
  return (await response.json()) as T;
}
