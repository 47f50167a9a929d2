import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/catalog/price';
import { withdrawalRequestSchema, type Withdrawal } from '@/lib/schemas/contracts';
import { declareWithdrawal, loadMyContracts } from '@/lib/stores/contracts';
import { $session, checkSession } from '@/lib/stores/session';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { ContractFields } from './ContractFields';

/**
 * /contracts/withdraw — the withdrawal function (Art. 11a Directive 2011/83/EU, decision 075): "Vertrag widerrufen"
 * leads here; the form asks for name, contract and e-mail (filled in for a signed-in visitor with a contract in its
 * 14 days) and "Widerruf bestätigen" declares it. The confirmation with date and time goes out by mail at once.
 */
export default function WithdrawPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Withdraw />
    </AppShell>
  );
}

function Withdraw() {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  const [done, setDone] = useState<Withdrawal | null>(null);
  const form = useSchemaForm(
    withdrawalRequestSchema,
    { name: '', email: '', contractNumber: '' },
    { idPrefix: 'withdraw', fallbackErrorKey: 'commerce:contracts.failed' },
  );
  const onSubmit = form.submit(async (data) => setDone(await declareWithdrawal(data)));
  // Signed in, the form starts with the account's name and address and the contract still in its 14 days (the
  // visitor may change them). One reset with everything: two setValue calls in a row would each start from the
  // same old values. A public page, so no guard has asked who is signed in yet (no request without a token).
  useEffect(() => {
    void Promise.all([checkSession(), loadMyContracts().catch(() => [])]).then(([, mine]) => {
      const user = $session.get().user;
      const open = mine.find((pkg) => pkg.withdrawableUntil && pkg.contractNumber);
      if (!user && !open) return;
      form.reset({
        name: user ? `${user.firstName} ${user.lastName}` : '',
        email: user?.email ?? '',
        contractNumber: open?.contractNumber ?? '',
      });
    });
  }, []);

  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('contracts.withdraw.title')}</h1>
      <p className="text-slate-700">{t('contracts.withdraw.intro')}</p>
      {done ? (
        <FormAlert kind="success">
          {t('contracts.withdraw.done', {
            contract: done.contractNumber,
            amount: formatPrice(done.refundCents, locale),
          })}
        </FormAlert>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
          <FormAlert>{form.formError}</FormAlert>
          <ContractFields field={form.field} />
          <SubmitButton pending={form.pending} pendingLabel={t('contracts.sending')} className="w-full">
            {t('contracts.withdraw.button')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
