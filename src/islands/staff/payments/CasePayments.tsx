import { useStore } from '@nanostores/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatPrice } from '@/lib/catalog/price';
import { refundCreateSchema, type StaffPayment } from '@/lib/schemas/refunds';
import { $casePayments, loadCasePayments, refundPayment } from '@/lib/stores/refunds.staff';
import { smallButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextField } from '@/islands/shared/form/TextField';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';
import { Loaded } from '@/islands/shared/Loaded';
import { useLocale } from '@/islands/shared/useLocale';
import { formatDate } from '@/islands/staff/format';
import { Empty, Section } from '@/islands/staff/Section';

/**
 * The case's payments with their refunds and the admin's refund action (decision 074). Self-contained (its own
 * store and section) so the case page mounts it with one line; advisors see the list, the server refuses them
 * the refund.
 */
export function CasePayments({ customerId }: { customerId: string }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const state = useStore($casePayments);
  const [open, setOpen] = useState<string | null>(null);
  // Stable across renders: `Loaded` runs `load` whenever it changes, and loading re-renders (an inline arrow looped
  // and froze the case page).
  const load = useCallback(() => loadCasePayments(customerId), [customerId]);
  return (
    <Section id="payments" title={t('payments.title')}>
      <Loaded state={state} load={load} loadingLabel={t('payments.loading')} fallbackKey="staff:payments.loadError">
        {(payments) =>
          payments.length === 0 ? (
            <Empty>{t('payments.empty')}</Empty>
          ) : (
            <ul className="space-y-3">
              {payments.map((payment) => (
                <li key={payment.id} className="rounded-lg bg-slate-50 p-3 text-sm">
                  <p className="font-medium text-slate-900">
                    {payment.packageName} · {formatPrice(payment.amountCents, locale)} ·{' '}
                    {t(`payments.status.${payment.status}`)}
                  </p>
                  <p className="text-xs text-slate-600">
                    {payment.receiptNumber} {payment.paidAt && `· ${formatDate(locale, payment.paidAt)}`}
                    {payment.refundedCents > 0 &&
                      ` · ${t('payments.refunded', { amount: formatPrice(payment.refundedCents, locale) })}`}
                  </p>
                  {payment.refunds.map((refund) => (
                    <p key={refund.id} className="text-xs text-slate-700">
                      {refund.creditNoteNumber}: −{formatPrice(refund.amountCents, locale)} ({refund.reason})
                    </p>
                  ))}
                  {payment.status !== 'refunded' &&
                    payment.receiptNumber &&
                    (open === payment.id ? (
                      <RefundForm payment={payment} onDone={() => setOpen(null)} />
                    ) : (
                      <button type="button" className={`${smallButton} mt-2`} onClick={() => setOpen(payment.id)}>
                        {t('payments.refund')}
                      </button>
                    ))}
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </Section>
  );
}

/** The form's own shape: the amount is typed in euros (the API takes cents); reason as the API validates it. */
const refundFormSchema = refundCreateSchema.pick({ reason: true }).extend({
  amount: z.string().regex(/^\d+([.,]\d{1,2})?$/, { error: 'validation.invalid' }),
  keepPackage: z.boolean(),
});

function RefundForm({ payment, onDone }: { payment: StaffPayment; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const left = payment.amountCents - payment.refundedCents;
  const form = useSchemaForm(
    refundFormSchema,
    { amount: (left / 100).toFixed(2), reason: '', keepPackage: false as boolean },
    { idPrefix: `refund-${payment.id}`, fallbackErrorKey: 'staff:payments.refundError' },
  );
  const submit = form.submit(async ({ amount, reason, keepPackage }) => {
    const amountCents = Math.round(Number(amount.replace(',', '.')) * 100);
    await refundPayment(payment.id, { amountCents, reason, keepPackage });
    onDone();
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="mt-3 space-y-3">
      <FormAlert>{form.formError}</FormAlert>
      <TextField {...form.field('amount')} label={t('payments.amount')} inputMode="decimal" required />
      <TextField {...form.field('reason')} label={t('payments.reason')} required />
      <label className="flex gap-2 text-sm">
        <input
          type="checkbox"
          checked={form.values.keepPackage}
          onChange={(event) => form.setValue('keepPackage', event.target.checked)}
        />
        {t('payments.keepPackage')}
      </label>
      <SubmitButton pending={form.pending} pendingLabel={t('payments.refunding')}>
        {t('payments.refund')}
      </SubmitButton>
    </form>
  );
}
