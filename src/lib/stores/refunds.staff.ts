import { atom } from 'nanostores';
import { z } from 'zod';
import { apiData } from '@/lib/api/data';
import { staffPaymentSchema, type RefundCreate, type StaffPayment } from '@/lib/schemas/refunds';
import { loadInto, type Loadable } from './loadable';

/** The console's payments view of one case and its refund action (decision 074); actions reject unchanged. */
export const $casePayments = atom<Loadable<StaffPayment[]>>({ status: 'loading' });

/** GET /staff/cases/{id}/payments. */
export const loadCasePayments = (customerId: string): Promise<StaffPayment[]> =>
  loadInto($casePayments, () =>
    apiData(`/staff/cases/${encodeURIComponent(customerId)}/payments`, z.array(staffPaymentSchema)),
  );

/** POST /staff/payments/{id}/refunds (admins); the answer is the case's payments afterwards. */
export async function refundPayment(paymentId: string, refund: RefundCreate): Promise<StaffPayment[]> {
  const payments = await apiData(
    `/staff/payments/${encodeURIComponent(paymentId)}/refunds`,
    z.array(staffPaymentSchema),
    {
      method: 'POST',
      body: refund,
    },
  );
  $casePayments.set({ status: 'ready', data: payments });
  return payments;
}
