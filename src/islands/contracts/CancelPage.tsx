import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '@/lib/api/errors';
import { email } from '@/lib/schemas/fields';
import { contractNumberField, type CancellationResult } from '@/lib/schemas/contracts';
import type { UserPackage } from '@/lib/schemas/user-packages';
import { cancelNow, confirmCancellation, loadMyContracts, requestCancellation } from '@/lib/stores/contracts';
import { dangerButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextField } from '@/islands/shared/form/TextField';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { formatDate } from '@/islands/dashboard/profile/format';

/**
 * /contracts/cancel — the confirmation page behind "Verträge hier kündigen" (§ 312k BGB, decision 075). Signed in:
 * the running contracts, each with "jetzt kündigen". Signed out: e-mail and contract number, then a mailed link
 * (`?token=`) that this page confirms on opening. No sign-in is ever required.
 */
export default function CancelPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Cancel />
    </AppShell>
  );
}

const signedOutSchema = z.object({ email, contractNumber: contractNumberField });

function Cancel() {
  const { t, i18n } = useTranslation('commerce');
  const locale = useLocale();
  const [mine, setMine] = useState<UserPackage[] | null>(null);
  const [done, setDone] = useState<CancellationResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fail = (err: unknown) => setError(errorMessage(err, i18n, 'commerce:contracts.failed'));

  useEffect(() => {
    const token = new URLSearchParams(location.search).get('token');
    if (token) confirmCancellation(token).then(setDone, fail);
    loadMyContracts().then(setMine, () => setMine([]));
  }, []);

  const form = useSchemaForm(
    signedOutSchema,
    { email: '', contractNumber: '' },
    { idPrefix: 'cancel', fallbackErrorKey: 'commerce:contracts.failed' },
  );
  const onSubmit = form.submit(async (data) => setDone(await requestCancellation(data)));
  const monthly = (mine ?? []).filter((pkg) => pkg.package.type === 'monthly' && !pkg.cancelledAt);

  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('contracts.cancel.title')}</h1>
      <p className="text-slate-700">{t('contracts.cancel.intro')}</p>
      {error && <FormAlert>{error}</FormAlert>}
      {done?.status === 'cancelled' && (
        <FormAlert kind="success">
          {t('contracts.cancel.done', {
            contract: done.contractNumber ?? '',
            date: done.endsAt ? formatDate(done.endsAt, locale) : '',
          })}
        </FormAlert>
      )}
      {done?.status === 'confirmation_sent' && <FormAlert kind="success">{t('contracts.cancel.linkSent')}</FormAlert>}
      {!done &&
        monthly.map((pkg) => (
          <section key={pkg.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-slate-900">{pkg.package.name}</h2>
            <p className="mt-1 text-sm text-slate-700">
              {t('contracts.cancel.contract', {
                contract: pkg.contractNumber ?? '',
                date: pkg.endDate ? formatDate(pkg.endDate, locale) : '',
              })}
            </p>
            <button
              type="button"
              className={`${dangerButton} mt-4 w-full`}
              onClick={() => void cancelNow(pkg.id).then(setDone, fail)}
            >
              {t('contracts.cancel.button')}
            </button>
          </section>
        ))}
      {!done && mine !== null && monthly.length === 0 && (
        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
          <FormAlert>{form.formError}</FormAlert>
          <TextField
            {...form.field('email')}
            label={t('contracts.fields.email')}
            type="email"
            autoComplete="email"
            required
          />
          <TextField
            {...form.field('contractNumber')}
            label={t('contracts.fields.contractNumber')}
            hint={t('contracts.fields.contractNumberHint')}
            required
          />
          <SubmitButton pending={form.pending} pendingLabel={t('contracts.sending')} className="w-full">
            {t('contracts.cancel.button')}
          </SubmitButton>
        </form>
      )}
    </main>
  );
}
