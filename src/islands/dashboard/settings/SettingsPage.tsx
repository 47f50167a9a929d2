import { useTranslation } from 'react-i18next';
import { localePath } from '../../../lib/i18n/locales';
import { AppShell } from '../../shell/AppShell';
import type { IslandPageProps } from '../../auth/page-props';
import { useLocale } from '../../auth/useLocale';
import { DashboardFrame } from '../frame/DashboardFrame';
import { ArrowRightIcon } from '../frame/icons';
import { Card } from '../profile/Card';
import { ProfileStatus } from '../profile/ProfileStatus';
import { useProfile } from '../profile/useProfile';
import { LanguageForm } from './LanguageForm';

/**
 * /dashboard/settings. The API stores one preference, the interface language (preferredLanguage, also the
 * language of our e-mails); the rest of the account is managed on the profile page, linked from here.
 */
export default function SettingsPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Settings />
    </AppShell>
  );
}

const ACCOUNT_LINKS = [
  { key: 'personal', hash: '#personal' },
  { key: 'security', hash: '#security' },
  { key: 'delete', hash: '#danger' },
] as const;

function Settings() {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const { state, reload, setProfile } = useProfile();
  return (
    <DashboardFrame current="settings" title={t('settings.title')}>
      {state.status !== 'ready' ? (
        <ProfileStatus state={state} onRetry={() => void reload()} />
      ) : (
        <div className="space-y-6">
          <Card id="language" title={t('settings.language.title')} intro={t('settings.language.intro')}>
            <LanguageForm profile={state.profile} onSaved={setProfile} />
          </Card>
          <Card id="account" title={t('settings.account.title')}>
            <ul className="divide-y divide-slate-200">
              {ACCOUNT_LINKS.map(({ key, hash }) => (
                <li key={key}>
                  <a
                    href={localePath(locale, '/dashboard/profile') + hash}
                    className="flex items-center justify-between gap-4 rounded py-3 font-medium text-slate-900 hover:text-brand-700"
                  >
                    {t(`settings.account.${key}`)}
                    <ArrowRightIcon className="h-5 w-5 text-slate-400" />
                  </a>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      )}
    </DashboardFrame>
  );
}
