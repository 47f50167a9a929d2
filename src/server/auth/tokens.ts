import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { AppDeps } from '../context';
import { VerifiedTokens } from './verified-tokens';

const ISSUER = 'relocation-portal';
const AUDIENCE = 'relocation-portal-api';
const TYPE = 'access';

export interface AccessTokenConfig {
  secret: Uint8Array;
  ttlSeconds: number;
  /** Tokens this process verified before (see verified-tokens.ts); without it every call checks the signature. */
  verified?: VerifiedTokens;
}

export const secretKey = (secret: string) => new TextEncoder().encode(secret);

/** HS256 access token: short-lived, carries only the user id; `iss`, `aud` and `typ` are checked on the way in. */
export async function signAccessToken(userId: string, config: AccessTokenConfig, now = new Date()) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: TYPE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + config.ttlSeconds)
    .sign(config.secret);
}

/** The user id, or null for anything not a valid, unexpired access token of ours (alg is pinned: no `none`). */
export async function verifyAccessToken(token: string, config: AccessTokenConfig, now = new Date()) {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const known = config.verified?.get(token, nowSeconds);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, config.secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    if (payload['typ'] !== TYPE || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    config.verified?.add(token, payload.sub, payload.exp);
    return payload.sub;
  } catch {
    return null;
  }
}

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

const configs = new WeakMap<AppDeps, AccessTokenConfig>();

/** The signing key and lifetime from the runtime environment; one per app, so its verified tokens are shared. */
export function accessTokenConfig(deps: AppDeps): AccessTokenConfig {
  let config = configs.get(deps);
  if (!config) {
    config = {
      secret: secretKey(deps.env.JWT_SECRET),
      ttlSeconds: deps.env.ACCESS_TOKEN_TTL,
      verified: new VerifiedTokens(),
    };
    configs.set(deps, config);
  }
  return config;
}
