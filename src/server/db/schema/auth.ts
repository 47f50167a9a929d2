import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Refresh tokens: only the sha256 of the opaque value is stored. Every login starts a family; each use rotates the
 * token (usedAt set, a successor inserted with the same familyId and expiresAt). See
 * docs/decisions/005-refresh-tokens.md for the grace window and `sealedSuccessor`.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    parentId: uuid('parent_id'),
    tokenHash: text('token_hash').notNull(),
    /**
     * The successor's raw value, AES-256-GCM encrypted under a key derived from this token's raw value (which the
     * database never holds): lets a second tab presenting this token inside the grace window receive the same
     * successor. Cleared once the grace window is over.
     */
    sealedSuccessor: text('sealed_successor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry of the whole family: 30 days from its login, copied to every token of the family. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * The columns every single-use link shares (password reset, e-mail verification): only the sha256 of the token is
 * stored; a row is usable while `usedAt` is null and `expiresAt` is ahead (src/server/auth/single-use-tokens.ts).
 */
const singleUseTokenColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Single-use password reset links, valid one hour. */
export const passwordResets = pgTable('password_resets', singleUseTokenColumns(), (t) => [
  uniqueIndex('password_resets_hash_idx').on(t.tokenHash),
  index('password_resets_user_idx').on(t.userId),
]);

/**
 * Single-use links confirming that `email` belongs to the user: the address given at registration, or a new one
 * asked for in the profile (it replaces `users.email` only when its link is used). One usable link per user: a new
 * one deletes the older ones.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  { ...singleUseTokenColumns(), email: text('email').notNull() },
  (t) => [
    uniqueIndex('email_verifications_hash_idx').on(t.tokenHash),
    index('email_verifications_user_idx').on(t.userId),
  ],
);

export type RefreshToken = typeof refreshTokens.$inferSelect;
