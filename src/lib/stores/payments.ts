import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import { type CheckoutSession, type Payment, checkoutSessionSchema, paymentSchema } from '@/lib/schemas/payments';
import { downloadFrom } from '@/lib/uploads/download';
import { loadInto, type Loadable } from './loadable';
import { z } from 'zod';

/**
 * Payment history (GET /payments, receipts as PDF) and the success page's check of a checkout session. Actions
 * reject with the API error unchanged (docs/decisions/009).
 */

export const $payments = atom<Loadable<Payment[]>>({ status: 'loading' });
/** The session the success page confirms: `complete` + `paid` once the package is delivered. */
export const $checkoutResult = atom<Loadable<CheckoutSession>>({ status: 'loading' });

/** GET /payments, newest first. */
export const loadPayments = (): Promise<Payment[]> =>
  loadInto($payments, () => apiData('/payments', z.array(paymentSchema)));

/** Saves the receipt PDF (GET /payments/{id}/receipt); resolves to its file name. */
export const downloadReceipt = (payment: Pick<Payment, 'id' | 'receiptNumber'>): Promise<string> =>
  downloadFrom(
    `/payments/${encodeURIComponent(payment.id)}/receipt`,
    `receipt-${payment.receiptNumber ?? payment.id}.pdf`,
  );

/** Saves a refund's credit note PDF (its `creditNoteUrl`, in the caller's language); resolves to its file name. */
export const downloadCreditNote = (refund: Payment['refunds'][number]): Promise<string> =>
  downloadFrom(refund.creditNoteUrl, `credit-note-${refund.creditNoteNumber}.pdf`);

export interface ConfirmOptions {
  /** How many times to ask while the provider has not confirmed yet (a bank debit, a late webhook). */
  attempts?: number;
  /** Pause between two checks, in ms. */
  intervalMs?: number;
}

const isPaid = (session: CheckoutSession) => session.status === 'complete' && session.paymentStatus === 'paid';

/**
 * GET /checkout-sessions/{id}, asked again a few times while it is still open (the server asks the provider each
 * time and delivers the package when it was paid). Resolves with the last answer, paid or not.
 */
export const confirmCheckout = (
  sessionId: string,
  { attempts = 5, intervalMs = 2000 }: ConfirmOptions = {},
): Promise<CheckoutSession> =>
  loadInto($checkoutResult, async () => {
    let session = await apiData(`/checkout-sessions/${encodeURIComponent(sessionId)}`, checkoutSessionSchema);
    for (let left = attempts - 1; left > 0 && session.status === 'open' && !isPaid(session); left--) {
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
      session = await apiData(`/checkout-sessions/${encodeURIComponent(sessionId)}`, checkoutSessionSchema);
    }
    return session;
  });
