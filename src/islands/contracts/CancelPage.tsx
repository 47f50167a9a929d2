import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { LOCALE_TAGS } from '@/lib/i18n/locales';
import type { CancellationResult } from '@/lib/schemas/contracts';
import type { UserPackage } from '@/lib/schemas/user-packages';
import { formatContractDate } from '@/lib/time/months';
import { confirmCancellation, loadMyContracts } from '@/lib/stores/contracts';
import type { SessionUser } from '@/lib/schemas/auth';
import { $session, checkSession } from '@/lib/stores/session';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { formatDateTime } from '@/islands/dashboard/profile/format';
import { CancelForm } from './CancelForm';

/**
 * /contracts/cancel — the confirmation page behind "Verträge hier kündigen" (§ 312k (2) BGB, decisions 075, 082):
 * the kind of cancellation, its reason when extraordinary, who cancels (known when signed in; name, e-mail and
 * contract number when not), which contract and when it should end, then "jetzt kündigen". Signed out, a mailed
 * link (`?token=`) confirms the declaration on opening. No sign-in is ever required.
 */
export default function CancelPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Cancel />
    </AppShell>
  );
}

function Cancel() {
  const { t, i18n } = useTranslation('commerce');
  const locale = useLocale();
  const [mine, setMine] = useState<{ user: SessionUser | null; contracts: UserPackage[] } | null>(null);
  const [done, setDone] = useState<CancellationResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const token = new URLSearchParams(location.search).get('token');
    if (token)
      confirmCancellation(token).then(setDone, (err: unknown) =>
        setError(errorMessage(err, i18n, 'commerce:contracts.failed')),
      );
    // A public page: nobody has asked who is signed in yet (no request without a token).
    void Promise.all([checkSession(), loadMyContracts().catch(() => [])]).then(([, contracts]) =>
      setMine({
        user: $session.get().user,
        contracts: contracts.filter((pkg) => pkg.package.type === 'monthly' && !pkg.cancelledAt),
      }),
    );
  }, []);

  const date = (iso: string | null) => (iso ? formatContractDate(iso, LOCALE_TAGS[locale]) : '');
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('contracts.cancel.title')}</h1>
      {!done && <p className="text-slate-700">{t('contracts.cancel.intro')}</p>}
      {error && <FormAlert>{error}</FormAlert>}
      {done?.status === 'cancelled' && (
        <FormAlert kind="success">
          {t(done.kind === 'ordinary' ? 'contracts.cancel.doneOrdinary' : 'contracts.cancel.doneExtraordinary', {
            contract: done.contractNumber ?? '',
            at: formatDateTime(done.cancelledAt, locale),
            date: date(done.endsAt),
          })}
        </FormAlert>
      )}
      {done?.status === 'confirmation_sent' && <FormAlert kind="success">{t('contracts.cancel.linkSent')}</FormAlert>}
      {!done && mine && (
        <CancelForm
          // Signed in without a running monthly contract: the signed-out form still names one by its number.
          signedIn={mine.user && mine.contracts.length > 0 ? { user: mine.user, contracts: mine.contracts } : null}
          onDone={setDone}
        />
      )}
    </div>
  );
}
