import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { primaryButton } from '@/islands/shared/form/buttons';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { DashboardFrame } from '@/islands/dashboard/frame/DashboardFrame';

/** /dashboard/payment/cancel (SPEC §2: no guard): nothing was charged; the way back to the packages. */
export default function PaymentCancelPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Cancel />
    </AppShell>
  );
}

function Cancel() {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  return (
    <DashboardFrame current="payments" title={t('cancel.title')}>
      <section className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <p className="text-slate-700">{t('cancel.text')}</p>
        <a href={localePath(locale, '/dashboard/packages')} className={`${primaryButton} mt-6`}>
          {t('cancel.back')}
        </a>
      </section>
    </DashboardFrame>
  );
}
