import { and, isNotNull, lt, or } from 'drizzle-orm';
import { emailVerifications, passwordResets, refreshTokens } from '@/server/db/schema';
import { deleteEndedWindows } from '@/server/http/rate-limit';
import type { Job } from '@/server/jobs/scheduler';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Deletes credentials nobody can use any more: refresh tokens past their family's absolute expiry or revoked a day
 * ago (a replay of one then is just an unknown token: 401), and mailed links (password reset, invitation, e-mail
 * verification) past expiry or used a day ago. Keeps the
 * tables small and holds no more personal data than needed. Also drops the rows of ended rate-limit windows. Idempotent: a second run finds nothing to delete.
 */
export const credentialCleanupJob: Job = {
  name: 'credential-cleanup',
  everyMs: 60 * 60 * 1000,
  async run({ db }, now) {
    const dayAgo = new Date(now.getTime() - DAY);
    await db
      .delete(refreshTokens)
      .where(
        or(
          lt(refreshTokens.expiresAt, now),
          and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, dayAgo)),
        ),
      );
    for (const links of [passwordResets, emailVerifications]) {
      await db
        .delete(links)
        .where(or(lt(links.expiresAt, now), and(isNotNull(links.usedAt), lt(links.usedAt, dayAgo))));
    }
    await deleteEndedWindows(db, now);
  },
};
