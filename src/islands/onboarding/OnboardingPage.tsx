import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@/lib/i18n/locales';
import { $onboardingStatus } from '@/lib/stores/onboarding-status';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { AppShell } from '@/islands/shell/AppShell';
import { Wizard } from './Wizard';

/**
 * /onboarding (SPEC §2): the wizard a signed-in user completes before the dashboard. The guard never sends a user
 * away from here for unfinished onboarding (rule 4); without a token it goes to /login (rule 2).
 */
export default function OnboardingPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Frame locale={locale} />
    </AppShell>
  );
}

function Frame({ locale }: { locale: Locale }) {
  const { t } = useTranslation(['onboarding', 'common']);
  // A finished application is not asked to be completed again above "your application is complete" (issue 29).
  const done = useStore($onboardingStatus)?.isCompleted === true;
  return (
    <div className="min-h-screen bg-slate-100">
      <header className="border-b border-slate-200 bg-white">
        <p className="mx-auto max-w-3xl px-4 py-4 text-lg font-bold text-brand-900">{t('common:site.name')}</p>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
        <h1 className="mb-6 text-3xl font-bold text-slate-900">{done ? t('titleDone') : t('title')}</h1>
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <Wizard locale={locale} />
        </div>
      </main>
    </div>
  );
}
