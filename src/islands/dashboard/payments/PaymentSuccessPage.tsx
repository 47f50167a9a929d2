import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/catalog/price';
import { localePath } from '@/lib/i18n/locales';
import { navigate } from '@/lib/navigation';
import type { CheckoutSession } from '@/lib/schemas/payments';
import { $checkoutResult, confirmCheckout } from '@/lib/stores/payments';
import { primaryButton, secondaryButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { CheckIcon } from '@/islands/dashboard/frame/icons';
import { DashboardFrame } from '@/islands/dashboard/frame/DashboardFrame';

/** How long "payment received" stays before the page moves on to the package. */
const SHOW_MS = 4000;

/**
 * /dashboard/payment/success?session_id=… (SPEC §2: no guard): asks the server whether the checkout was paid (it
 * asks the provider and delivers the package if the webhook has not come yet), says "payment received", then goes
 * to the packages page, where the new package is.
 */
export default function PaymentSuccessPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Success />
    </AppShell>
  );
}

function Success() {
  const { t } = useTranslation('commerce');
  const state = useStore($checkoutResult);
  const [sessionId] = useState(() =>
    typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('session_id'),
  );
  const load = useCallback(() => (sessionId ? confirmCheckout(sessionId) : Promise.resolve()), [sessionId]);

  return (
    <DashboardFrame current="payments" title={t('success.title')}>
      {sessionId ? (
        <Loaded
          state={state}
          load={load}
          loadingLabel={t('success.checking')}
          fallbackKey="commerce:success.errors.verify"
        >
          {(session) => <Outcome session={session} />}
        </Loaded>
      ) : (
        <FormAlert>{t('success.missing')}</FormAlert>
      )}
    </DashboardFrame>
  );
}

function Outcome({ session }: { session: CheckoutSession }) {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  const packages = localePath(locale, '/dashboard/packages');
  const paid = session.status === 'complete' && session.paymentStatus === 'paid';
  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(() => navigate(packages), SHOW_MS);
    return () => clearTimeout(timer);
  }, [paid, packages]);

  if (!paid)
    return (
      <div className="space-y-4">
        <FormAlert kind="info">{t('success.pending')}</FormAlert>
        <a href={packages} className={secondaryButton}>
          {t('success.toPackages')}
        </a>
      </div>
    );
  return (
    <section
      aria-labelledby="received-title"
      className="mx-auto max-w-lg rounded-xl border border-green-200 bg-white p-6 text-center shadow-sm"
    >
      <span
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-green-800"
      >
        <CheckIcon className="h-7 w-7" />
      </span>
      {/* Announced as it appears: the page was a spinner until now. */}
      <div role="status">
        <h2 id="received-title" className="mt-4 text-2xl font-bold text-slate-900">
          {t('success.received')}
        </h2>
        <p className="mt-2 text-slate-700">{t('success.text', { amount: formatPrice(session.amountCents, locale) })}</p>
      </div>
      <a href={packages} className={`${primaryButton} mt-6`}>
        {t('success.toPackage')}
      </a>
    </section>
  );
}
