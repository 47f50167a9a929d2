import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $profile, loadProfile } from '@/lib/stores/profile';
import { $session } from '@/lib/stores/session';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { AppShell } from '@/islands/shell/AppShell';
import { LanguageForm } from '@/islands/dashboard/settings/LanguageForm';
import { SecurityForm } from '@/islands/dashboard/profile/SecurityForm';
import { StaffFrame } from '@/islands/staff/frame/StaffFrame';
import { Section } from '@/islands/staff/Section';

/**
 * /staff/settings: who is signed in, the console's language (saved as preferredLanguage, decision 081) and the
 * password. The forms are the customer settings' own; staff have no profile page, so only these three.
 */
export default function StaffSettingsPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <StaffSettings />
    </AppShell>
  );
}

function StaffSettings() {
  const { t } = useTranslation(['staff', 'profile']);
  const state = useStore($profile);
  const user = useStore($session).user;
  return (
    <StaffFrame current="settings" title={t('settings.title')} intro={t('settings.intro')}>
      <Loaded state={state} load={loadProfile} loadingLabel={t('settings.loading')} fallbackKey="profile:errors.load">
        {(profile) => (
          <div className="max-w-3xl space-y-6">
            <Section id="account" title={t('settings.account')}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-600">{t('settings.name')}</dt>
                <dd className="min-w-0 text-slate-900">{`${profile.firstName} ${profile.lastName}`}</dd>
                <dt className="text-slate-600">{t('settings.email')}</dt>
                <dd className="min-w-0 break-all text-slate-900">{profile.email}</dd>
                <dt className="text-slate-600">{t('settings.role')}</dt>
                <dd className="text-slate-900">{t(`roles.${user?.role === 'admin' ? 'admin' : 'advisor'}`)}</dd>
              </dl>
            </Section>
            <Section id="language" title={t('profile:settings.language.title')}>
              <p className="-mt-2 mb-4 text-sm text-slate-700">{t('settings.languageIntro')}</p>
              <LanguageForm preferred={profile.preferredLanguage} />
            </Section>
            <Section id="password" title={t('settings.password')}>
              <SecurityForm />
            </Section>
          </div>
        )}
      </Loaded>
    </StaffFrame>
  );
}
