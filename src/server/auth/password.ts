import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at the OWASP floor (m=19456 KiB, t=2, p=1): ~10 ms per hash on this kind of machine. The library's
 * default algorithm is argon2id; it is not named here because its `Algorithm` is a const enum, which
 * `verbatimModuleSyntax` cannot import. `isArgon2id` below guards that assumption in the tests.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed check, not a 500.
    return false;
  }
}

export const isArgon2id = (passwordHash: string) => passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$');

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash so a login for an unknown e-mail costs the same argon2 work as a wrong
 * password: response time does not tell whether an account exists.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
}
