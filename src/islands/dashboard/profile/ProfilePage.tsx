import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $profile, loadProfile } from '@/lib/stores/profile';
import { Card } from '@/islands/shared/Card';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { AppShell } from '@/islands/shell/AppShell';
import { DashboardFrame } from '@/islands/dashboard/frame/DashboardFrame';
import { Background } from './Background';
import { DangerZone } from './DangerZone';
import { PersonalInfoForm } from './PersonalInfoForm';
import { ProfileSummary } from './ProfileSummary';
import { SecurityForm } from './SecurityForm';

/** /dashboard/profile (SPEC §2): summary and photo, personal info, background, security, danger zone. */
export default function ProfilePage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Profile />
    </AppShell>
  );
}

function Profile() {
  const { t } = useTranslation('profile');
  const state = useStore($profile);
  return (
    <DashboardFrame current="profile" title={t('title')}>
      <Loaded state={state} load={loadProfile} loadingLabel={t('loading')} fallbackKey="profile:errors.load">
        {(profile) => (
          <div className="space-y-6">
            <ProfileSummary profile={profile} />
            <Card id="personal" title={t('personal.title')} intro={t('personal.intro')}>
              <PersonalInfoForm profile={profile} />
            </Card>
            <Card id="background" title={t('background.title')}>
              <Background />
            </Card>
            <Card id="security" title={t('security.title')} intro={t('security.intro')}>
              <SecurityForm />
            </Card>
            <Card id="danger" title={t('delete.sectionTitle')} tone="danger">
              <DangerZone email={profile.email} />
            </Card>
          </div>
        )}
      </Loaded>
    </DashboardFrame>
  );
}
