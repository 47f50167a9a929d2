import { Hono } from 'hono';
import { mailRetriedSchema, mailRetrySchema, systemStatusSchema } from '@/lib/schemas/system';
import type { AppDeps } from '@/server/context';
import { answersWith } from '@/server/http/answers';
import { ok } from '@/server/http/envelope';
import { validateJson } from '@/server/http/validate';
import { retryFailedMails } from '@/server/mail/outbox';
import { adminOnly, type StaffEnv } from '@/server/staff/access';
import { audited } from '@/server/staff/audit';
import { systemStatus } from './status';

/**
 * /api/staff/system (admins): the System page's status, and "send again" for mails the outbox gave up on. The
 * retry is a staff write, so it is audited (one row per mail) in the transaction that re-queues the mails.
 */
export function systemRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  r.use('*', adminOnly);

  r.get('/', answersWith(systemStatusSchema), async (c) => ok(c, await systemStatus(deps)));

  r.post('/mail/retry', answersWith(mailRetriedSchema), validateJson(mailRetrySchema), async (c) => {
    const { ids } = c.req.valid('json');
    const now = deps.now();
    const retried = await deps.db.transaction(async (tx) => {
      const requeued = await retryFailedMails(tx, now, ids);
      for (const id of requeued) {
        await audited(tx, { actor: c.var.staff, action: 'mail.retry', targetType: 'mail', targetId: id, at: now });
      }
      return requeued.length;
    });
    // Committed: send them now rather than at the next tick.
    void deps.mailer.deliverDue();
    return ok(c, { retried });
  });

  return r;
}
