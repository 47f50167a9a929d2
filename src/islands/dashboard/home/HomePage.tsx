import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { $session } from '@/lib/stores/session';
import { AppShell } from '@/islands/shell/AppShell';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { useGateOpen } from '@/islands/shell/gate';
import { DashboardFrame } from '@/islands/dashboard/frame/DashboardFrame';
import { CaseSteps } from './CaseSteps';
import { PackageOverview } from './PackageOverview';
import { SavedChecksCard } from './SavedChecksCard';
import { ArrowRightIcon, CalendarIcon, DocumentIcon, PackageIcon, SupportIcon } from '@/islands/dashboard/frame/icons';

/** /dashboard: a welcome, the active package and what it still needs, the steps of a case and quick links. */
export default function HomePage({ locale, messages }: IslandPageProps) {
  return (
    // The frame paints from the static HTML before the session check (decision 095): it is the page's largest paint.
    <AppShell locale={locale} messages={messages} frameFirst>
      <Home />
    </AppShell>
  );
}

const QUICK_LINKS = [
  { key: 'documents', path: '/dashboard/documents', Icon: DocumentIcon },
  { key: 'packages', path: '/dashboard/packages', Icon: PackageIcon },
  { key: 'appointments', path: '/dashboard/appointments', Icon: CalendarIcon },
  { key: 'support', path: '/dashboard/support', Icon: SupportIcon },
] as const;

/**
 * The page reads no store itself: the parts that do (the title, the steps, the cards) are leaves, so a store's
 * change — the session check's answer, the onboarding status — renders them alone and not the whole page again
 * with the frame in one task (decision 105).
 */
function Home() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();

  return (
    <DashboardFrame current="home" title={<WelcomeTitle />} intro={t('home.intro')}>
      <PackageOverview />
      <CaseSteps />
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

/** "Welcome, Ayşe!" once the session has answered; without a name before (the static HTML has none to show). */
function WelcomeTitle() {
  const { t } = useTranslation('dashboard');
  const user = useStore($session).user;
  return useGateOpen() && user ? t('home.welcome', { name: user.firstName }) : t('home.welcomePending');
}
