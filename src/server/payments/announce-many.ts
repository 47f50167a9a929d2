import type { Transaction } from '@/server/db/transaction';
import type { Emit } from '@/server/events/publish';
import type { Mailer } from '@/server/mail/mailer';
import { notifyMany } from '@/server/notifications/notify-many';
import { receiptMail } from './receipt-mail';

export interface PaidRow {
  id: string;
  userId: string | null;
  amountCents: number;
}

/**
 * `onPaymentReceived` for a batch of payments, inside the batch's transaction (decision 091): the
 * `payment_received` notifications in one statement, and the receipt mails of those whose preferences allow them
 * queued in another, as composed mails (the PDF is rendered when the outbox sends it). Same keys as the one-payment
 * path (`payment:<id>:received`, `receipt:<id>`), so a payment is announced once whichever path reports it.
 */
export async function announcePayments(tx: Transaction, emit: Emit, mailer: Mailer, now: Date, paid: PaidRow[]) {
  const keyOf = (id: string) => `payment:${id}:received`;
  const byKey = new Map(paid.map((p) => [keyOf(p.id), p.id]));
  const written = await notifyMany(
    tx,
    emit,
    now,
    'payment_received',
    paid.flatMap((p) =>
      // A payment outlives a deleted account (user_id set null): nobody to tell.
      p.userId
        ? [{ userId: p.userId, key: keyOf(p.id), params: { amountCents: p.amountCents, currency: 'EUR' }, link }]
        : [],
    ),
  );
  await mailer.within(tx).sendMany(written.filter((w) => w.mail).map((w) => receiptMail(byKey.get(w.key)!)));
}

const link = '/dashboard/payments';
