import { useTranslation } from 'react-i18next';
import { updateSessionUser } from '../../../lib/stores/session';
import { AppShell } from '../../shell/AppShell';
import type { IslandPageProps } from '../../auth/page-props';
import { DashboardFrame } from '../frame/DashboardFrame';
import { Background } from './Background';
import { Card } from './Card';
import { DangerZone } from './DangerZone';
import { PersonalInfoForm } from './PersonalInfoForm';
import { ProfileStatus } from './ProfileStatus';
import { ProfileSummary } from './ProfileSummary';
import { SecurityForm } from './SecurityForm';
import { useProfile } from './useProfile';

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
  const { state, reload, setProfile } = useProfile();
  return (
    <DashboardFrame current="profile" title={t('title')}>
      {state.status !== 'ready' ? (
        <ProfileStatus state={state} onRetry={() => void reload()} />
      ) : (
        <div className="space-y-6">
          <ProfileSummary
            profile={state.profile}
            onAvatar={(avatarUrl) => {
              setProfile({ ...state.profile, avatarUrl });
              // The navbar shows the new photo at once ($avatarImage follows the session).
              updateSessionUser({ avatarUrl });
            }}
          />
          <Card id="personal" title={t('personal.title')} intro={t('personal.intro')}>
            <PersonalInfoForm profile={state.profile} onSaved={setProfile} />
          </Card>
          <Card id="background" title={t('background.title')}>
            <Background />
          </Card>
          <Card id="security" title={t('security.title')} intro={t('security.intro')}>
            <SecurityForm />
          </Card>
          <Card id="danger" title={t('delete.sectionTitle')} tone="danger">
            <DangerZone email={state.profile.email} />
          </Card>
        </div>
      )}
    </DashboardFrame>
  );
}
