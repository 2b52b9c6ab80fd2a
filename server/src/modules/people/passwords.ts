/**
 * Password hashes: argon2id (memory-hard), in the PHC string format that carries its own salt and
 * settings, so raising the cost later still verifies older hashes.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Cost of one hash: 64 MiB of memory, 3 passes, 1 lane (RFC 9106's second recommended setting
 * but one lane); about 55 ms on the development machine (2 cores), measured by
 * test/modules/people/passwords.test.ts. The library's default algorithm is argon2id.
 */
export const PASSWORD_HASH_SETTINGS = {
  memoryCost: 64 * 1024,
  timeCost: 3,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_SETTINGS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check when there is no account to check (unknown email, locked or
 * disabled account), so the answer's timing does not tell whether an email has an account.
 */
export async function checkNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
