import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { $onboardingStatus } from '@/lib/stores/onboarding-status';
import { $session } from '@/lib/stores/session';
import { AppShell } from '@/islands/shell/AppShell';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { useGateOpen } from '@/islands/shell/gate';
import { DashboardFrame } from '@/islands/dashboard/frame/DashboardFrame';
import { PackageOverview } from './PackageOverview';
import { SavedChecksCard } from './SavedChecksCard';
import {
  ArrowRightIcon,
  CalendarIcon,
  CheckIcon,
  DocumentIcon,
  PackageIcon,
  SupportIcon,
} from '@/islands/dashboard/frame/icons';

/** /dashboard: a welcome, the active package and what it still needs, the steps of a case and quick links. */
export default function HomePage({ locale, messages }: IslandPageProps) {
  return (
    // The frame paints from the static HTML before the session check (decision 095): it is the page's largest paint.
    <AppShell locale={locale} messages={messages} frameFirst>
      <Home />
    </AppShell>
  );
}

/** The usual path of a case; only the first (profile and documents, i.e. onboarding) has a status we know. */
const STEPS = ['profile', 'recognition', 'language', 'job', 'permit', 'visa'] as const;

const QUICK_LINKS = [
  { key: 'documents', path: '/dashboard/documents', Icon: DocumentIcon },
  { key: 'packages', path: '/dashboard/packages', Icon: PackageIcon },
  { key: 'appointments', path: '/dashboard/appointments', Icon: CalendarIcon },
  { key: 'support', path: '/dashboard/support', Icon: SupportIcon },
] as const;

function Home() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const user = useStore($session).user;
  const onboarding = useStore($onboardingStatus);
  const profileDone = onboarding?.isCompleted ?? user?.onboardingCompleted ?? false;
  // Without a name until the session has answered (the static HTML has none to show).
  const title = useGateOpen() && user ? t('home.welcome', { name: user.firstName }) : t('home.welcomePending');

  return (
    <DashboardFrame current="home" title={title} intro={t('home.intro')}>
      <PackageOverview />
      <section
        aria-labelledby="steps-title"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="steps-title" className="text-lg font-semibold text-slate-900">
          {t('home.steps.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('home.steps.intro')}</p>
        <ol className="mt-5 space-y-4">
          {STEPS.map((step, index) => {
            const done = step === 'profile' && profileDone;
            return (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                    done ? 'bg-green-700 text-white' : 'bg-brand-50 text-brand-700 ring-1 ring-brand-100'
                  }`}
                >
                  {done ? <CheckIcon className="h-4 w-4" /> : index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">
                    {t(`home.steps.${step}.title`)}
                    {done && (
                      <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
                        {t('home.steps.done')}
                      </span>
                    )}
                  </h3>
                  <p className="mt-0.5 text-sm text-slate-700">{t(`home.steps.${step}.body`)}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </section>
      <SavedChecksCard />

      <section aria-labelledby="quick-title" className="mt-8">
        <h2 id="quick-title" className="text-lg font-semibold text-slate-900">
          {t('home.quick.title')}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {QUICK_LINKS.map(({ key, path, Icon }) => (
            <li key={key}>
              <a
                href={localePath(locale, path)}
                className="group flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600"
              >
                <Icon className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
                <span className="flex-1">
                  <span className="block font-semibold text-slate-900">{t(`nav.${key}`)}</span>
                  <span className="mt-0.5 block text-sm text-slate-700">{t(`home.quick.${key}`)}</span>
                </span>
                <ArrowRightIcon className="mt-0.5 h-5 w-5 text-slate-400 group-hover:text-brand-700" />
              </a>
            </li>
          ))}
        </ul>
      </section>
    </DashboardFrame>
  );
}
