// The access token is checked by http/auth.ts on every authenticated request, so it lives on the ground floor;
// auth/ signs it at login and refresh.
import { SignJWT, jwtVerify } from 'jose';
import type { AppDeps } from '@/server/context';
import { VerifiedTokens, type VerifiedClaims } from '@/server/fast/verified-tokens';

const ISSUER = 'relocation-portal';
const AUDIENCE = 'relocation-portal-api';
const TYPE = 'access';

export interface AccessTokenConfig {
  secret: Uint8Array;
  ttlSeconds: number;
  /** Tokens this process verified before (see fast/verified-tokens.ts); without it every call checks the signature. */
  verified?: VerifiedTokens;
}

export const secretKey = (secret: string) => new TextEncoder().encode(secret);

/** What a valid access token says: whose it is and `users.session_epoch` at signing (0 for a token without it). */
export type AccessClaims = VerifiedClaims;

/**
 * HS256 access token: short-lived, carries the user id and the account's session epoch (decision 076: a password
 * change bumps the epoch, and every token signed under an older one stops working); `iss`, `aud` and `typ` are
 * checked on the way in.
 */
export async function signAccessToken(userId: string, config: AccessTokenConfig, now = new Date(), epoch = 0) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: TYPE, sep: epoch })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + config.ttlSeconds)
    .sign(config.secret);
}

/** The claims, or null for anything not a valid, unexpired access token of ours (alg is pinned: no `none`). */
export async function verifyAccessToken(
  token: string,
  config: AccessTokenConfig,
  now = new Date(),
): Promise<AccessClaims | null> {
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
    const epoch = payload['sep'] ?? 0;
    if (typeof epoch !== 'number') return null;
    const claims = { sub: payload.sub, epoch };
    config.verified?.add(token, claims, payload.exp);
    return claims;
  } catch {
    return null;
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
