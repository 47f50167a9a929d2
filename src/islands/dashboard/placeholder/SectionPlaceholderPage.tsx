import { useTranslation } from 'react-i18next';
import { localePath } from '../../../lib/i18n/locales';
import { AppShell } from '../../shell/AppShell';
import type { IslandPageProps } from '../../shared/page-props';
import { useLocale } from '../../shared/useLocale';
import { DashboardFrame } from '../frame/DashboardFrame';
import { ToolsIcon } from '../frame/icons';

export type PreparedSection = 'documents' | 'packages' | 'payments';

/**
 * A sidebar section whose screen a later issue builds: the frame and an honest "being prepared" panel, so the
 * sidebar never leads to a 404. Replace the page's island when the section is built.
 */
export default function SectionPlaceholderPage({ locale, messages, section }: IslandPageProps & { section: PreparedSection }) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Placeholder section={section} />
    </AppShell>
  );
}

function Placeholder({ section }: { section: PreparedSection }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <DashboardFrame current={section} title={t(`nav.${section}`)}>
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <ToolsIcon className="h-10 w-10 text-brand-700" />
        <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('placeholder.title')}</h2>
        <p className="mt-2 max-w-lg text-slate-700">{t(`placeholder.${section}`)}</p>
        <p className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2">
          <a href={localePath(locale, '/dashboard')} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            {t('placeholder.home')}
          </a>
          <a href={localePath(locale, '/dashboard/support')} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            {t('placeholder.support')}
          </a>
        </p>
      </div>
    </DashboardFrame>
  );
}
