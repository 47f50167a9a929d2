import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { refreshTokens, type RefreshToken } from '@/server/db/schema';
import { logError } from '@/server/log/logger';

/** Absolute lifetime of a family, counted from its login. */
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a rotated token still yields its successor (two tabs refreshing at once). */
export const REFRESH_GRACE_MS = 10_000;
// A token rotated twice inside the grace window is still fine; a longer chain is not a real browser.
const MAX_CHAIN = 8;

/** 32 random bytes, base64url: the opaque value the client stores. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

// The key comes from the parent's raw value, which the database never holds (it stores only its sha256).
const sealKey = (parentRaw: string) => Buffer.from(hkdfSync('sha256', parentRaw, '', 'refresh successor v1', 32));

function seal(successor: string, parentRaw: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(parentRaw), iv);
  const data = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

function unseal(sealed: string, parentRaw: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(parentRaw), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Starts a new family (a login) and returns its first raw token. */
export async function startRefreshFamily(db: Database, userId: string, now: Date): Promise<string> {
  const raw = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId: randomUUID(),
    tokenHash: sha256(raw),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_FAMILY_TTL_MS),
  });
  return raw;
}

export type Rotation = { userId: string; refreshToken: string } | null;

/**
 * Exchanges a refresh token for its successor. The row is locked (FOR UPDATE) so parallel requests with the same
 * token queue up: the first rotates it, the others — inside the grace window — receive that same successor
 * (or the current head of the chain). A rotated token presented later is reuse: the whole family is revoked.
 * `admit(familyId)` runs before an unused token is rotated and may throw (the per-family rate limit): nothing is
 * written then. It runs before the transaction, since a limiter may write to the database itself (PGlite has one
 * connection, held by the transaction). Reuse is revoked whatever it says.
 */
export async function rotateRefreshToken(
  db: Database,
  raw: string,
  now: Date,
  admit: (familyId: string) => Promise<void> = async () => undefined,
): Promise<Rotation> {
  const [peek] = await db
    .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(raw)));
  if (peek && !peek.usedAt) await admit(peek.familyId);
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(raw)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt <= now) return null;
    if (!row.usedAt) {
      const successor = newOpaqueToken();
      await tx.insert(refreshTokens).values({
        userId: row.userId,
        familyId: row.familyId,
        parentId: row.id,
        tokenHash: sha256(successor),
        createdAt: now,
        expiresAt: row.expiresAt,
      });
      await tx
        .update(refreshTokens)
        .set({ usedAt: now, sealedSuccessor: seal(successor, raw) })
        .where(eq(refreshTokens.id, row.id));
      return { userId: row.userId, refreshToken: successor, familyId: row.familyId };
    }
    const head = now.getTime() - row.usedAt.getTime() <= REFRESH_GRACE_MS ? await chainHead(tx, row, raw) : null;
    if (head) {
      admit(row.familyId);
      return { userId: row.userId, refreshToken: head, familyId: row.familyId };
    }
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    return null;
  });
  if (outcome) await forgetOldSuccessors(db, outcome.familyId, now);
  return outcome && { userId: outcome.userId, refreshToken: outcome.refreshToken };
}

/** Follows sealed successors from a rotated token to the family's current, unused token. */
async function chainHead(tx: Database, start: RefreshToken, startRaw: string): Promise<string | null> {
  let row = start;
  let raw = startRaw;
  for (let step = 0; step < MAX_CHAIN; step += 1) {
    const next = row.sealedSuccessor ? unseal(row.sealedSuccessor, raw) : null;
    if (!next) return null;
    const [child] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(next)));
    if (!child || child.revokedAt) return null;
    if (!child.usedAt) return next;
    row = child;
    raw = next;
  }
  return null;
}

/**
 * Past the grace window a sealed successor is never opened again: drop it. Done after commit, outside the row
 * lock, so it cannot deadlock with a concurrent family revocation; best effort by nature.
 */
async function forgetOldSuccessors(db: Database, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ sealedSuccessor: null })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNotNull(refreshTokens.sealedSuccessor),
        lt(refreshTokens.usedAt, new Date(now.getTime() - REFRESH_GRACE_MS)),
      ),
    )
    .catch((error: unknown) => logError('refresh token cleanup failed', error, { familyId }));
}
