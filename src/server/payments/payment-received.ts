import { eq } from 'drizzle-orm';
import type { AppDeps } from '@/server/context';
import { payments } from '@/server/db/schema';
import { logError } from '@/server/log/logger';
import { notify } from '@/server/notifications/notify';
import { receiptMail } from './receipt-mail';

/**
 * Everything that tells a customer their money arrived, called once per succeeded payment after its transaction
 * committed (purchase, test-provider renewal, Stripe renewal). This is the one place for it: a `payment_received`
 * notification whose mail is the receipt (the PDF attached) rather than the generic notification mail, so the
 * customer gets one mail, sent only if their preferences allow it. The key `payment:<id>:received` makes a
 * repeated call write and mail nothing (docs/decisions/046). A failure is logged by code and never undoes the payment.
 */
export async function onPaymentReceived(deps: AppDeps, paymentId: string) {
  try {
    const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
    // A payment outlives a deleted account (user_id set null): nobody to tell.
    if (!payment?.userId) return;
    await notify(deps, payment.userId, {
      kind: 'payment_received',
      key: `payment:${payment.id}:received`,
      params: { amountCents: payment.amountCents, currency: payment.currency },
      link: '/dashboard/payments',
      // Only queued here: the outbox writes the mail and renders the PDF when it sends it (decision 091).
      mail: () => deps.mailer.send(receiptMail(payment.id)),
    });
  } catch (error) {
    logError('payment-received notification failed', error, { paymentId });
  }
}
