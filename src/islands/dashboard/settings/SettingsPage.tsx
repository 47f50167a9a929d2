import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { $profile, loadProfile } from '@/lib/stores/profile';
import { Card } from '@/islands/shared/Card';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { DashboardFrame } from '@/islands/dashboard/frame/DashboardFrame';
import { ArrowRightIcon } from '@/islands/dashboard/frame/icons';
import { DataExportForm } from './DataExportForm';
import { EmailPreferences } from './EmailPreferencesForm';
import { LanguageForm } from './LanguageForm';
import { SignOutEverywhere } from './SignOutEverywhere';

/**
 * /dashboard/settings: the interface language (preferredLanguage, also the language of our e-mails) and which
 * notifications also come by e-mail; the rest of the account is managed on the profile page, linked from here.
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
  const { t } = useTranslation(['profile', 'notifications']);
  const locale = useLocale();
  const state = useStore($profile);
  return (
    <DashboardFrame current="settings" title={t('settings.title')}>
      <Loaded state={state} load={loadProfile} loadingLabel={t('loading')} fallbackKey="profile:errors.load">
        {(profile) => (
          <div className="space-y-6">
            <Card id="language" title={t('settings.language.title')} intro={t('settings.language.intro')}>
              <LanguageForm preferred={profile.preferredLanguage} />
            </Card>
            <Card id="email" title={t('notifications:settings.title')} intro={t('notifications:settings.intro')}>
              <EmailPreferences />
            </Card>
            <Card id="data" title={t('settings.export.title')} intro={t('settings.export.intro')}>
              <DataExportForm />
            </Card>
            <Card id="sessions" title={t('settings.sessions.heading')} intro={t('settings.sessions.intro')}>
              <SignOutEverywhere />
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
      </Loaded>
    </DashboardFrame>
  );
}
