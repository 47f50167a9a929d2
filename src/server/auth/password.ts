import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at the OWASP minimum, in the row of its table of equal-strength settings that runs fastest here
 * (m=12288 KiB, t=3, p=1): ~7 ms per check on this 2-core machine where the 19 MiB, t=2 row took ~14 ms (decision
 * 062). The library's default algorithm is argon2id; it is not named here because its `Algorithm` is a const enum,
 * which `verbatimModuleSyntax` cannot import. `isCurrentHash` below guards that assumption in the tests.
 */
const OPTIONS = { memoryCost: 12_288, timeCost: 3, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed check, not a 500.
    return false;
  }
}

/** Made with the current settings: a login with the right password replaces any other hash (each hash carries its own). */
export const isCurrentHash = (passwordHash: string) => passwordHash.startsWith('$argon2id$v=19$m=12288,t=3,p=1$');

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash so a login for an unknown e-mail costs the same argon2 work as a wrong
 * password: response time does not tell whether an account exists.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
}
