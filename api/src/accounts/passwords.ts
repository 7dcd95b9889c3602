/** Password hashing: argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane). */
import { hash, verify } from '@node-rs/argon2';
import type { Algorithm, Options } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the enum is `const` in the typings, which isolatedModules cannot read. */
const ARGON2ID = 2 as Algorithm;

export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export async function hashPassword(password: string): Promise<string> {
  const hashed = await hash(password, PASSWORD_HASH_OPTIONS);
  if (!hashed.startsWith('$argon2id$')) throw new Error('The password hash is not argon2id.');
  return hashed;
}

/** A hash of no one's password, verified when the username is unknown so timing reveals nothing. */
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    decoyHash ??= hashPassword('decoy password of no user');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash matches nothing.
    return false;
  }
}
