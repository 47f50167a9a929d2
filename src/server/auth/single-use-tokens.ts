import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { newOpaqueToken, sha256 } from './refresh-tokens';

/**
 * Single-use links (password reset, e-mail verification): 32 random bytes go into the mail, only their sha256
 * into the database, so a database read never yields a working link. A row is usable once, before `expiresAt`.
 */
export interface SingleUseTokenTable {
  tokenHash: PgColumn;
  usedAt: PgColumn;
  expiresAt: PgColumn;
}

/** A new raw token for the mail and the column values to insert with it. */
export function newSingleUseToken(now: Date, ttlMs: number) {
  const token = newOpaqueToken();
  return { token, values: { tokenHash: sha256(token), createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) } };
}

/**
 * The WHERE condition of the row `token` may still use. Spend it with an UPDATE … SET used_at under this
 * condition and RETURNING: of two requests with one token, only one gets the row back.
 */
export const usableToken = (table: SingleUseTokenTable, token: string, now: Date) =>
  and(eq(table.tokenHash, sha256(token)), isNull(table.usedAt), gt(table.expiresAt, now));
