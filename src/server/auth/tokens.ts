import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Signing and checking access tokens is ground floor (http/access-token.ts: the auth middleware needs it).
export {
  accessTokenConfig,
  secretKey,
  signAccessToken,
  verifyAccessToken,
  type AccessTokenConfig,
} from '@/server/http/access-token';

/**
 * JWT_SECRET from the environment, else one generated on first start into DATA_DIR (so a first `npm start` needs no
 * setup, and restarts keep sessions valid).
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async () => {
      // Another process won the race: use its secret.
      return undefined;
    });
    return (await readFile(file, 'utf8')).trim();
  }
}
