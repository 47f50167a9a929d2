// The access token is checked by http/auth.ts on every authenticated request, so it lives on the ground floor;
// auth/ signs it at login and refresh.
import { SignJWT, jwtVerify } from 'jose';
import type { AppDeps } from '@/server/context';
import { VerifiedTokens } from '@/server/fast/verified-tokens';

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
