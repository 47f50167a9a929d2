import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { STAFF_ROLES } from '@/lib/schemas/roles';
import type { StaffRole, StaffUser } from '@/lib/schemas/staff';
import { $session } from '@/lib/stores/session';
import { $staffUsers, loadStaffUsers, resendInvitation, updateStaffUser } from '@/lib/stores/team.staff';
import { showToast } from '@/lib/stores/toasts';
import { dangerSmallButton, smallButton } from '@/islands/shared/form/buttons';
import { inputClass } from '@/islands/shared/form/Field';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { formatDateTime } from '@/islands/staff/format';
import { StaffFrame } from '@/islands/staff/frame/StaffFrame';
import { Badge, Section } from '@/islands/staff/Section';
import { DeactivationDialog } from './DeactivationDialog';
import { InviteForm } from './InviteForm';

/** /staff/team (admins): every advisor and admin; invite, change role, deactivate or reactivate, resend the link. */
export default function TeamPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Team />
    </AppShell>
  );
}

function Team() {
  const { t } = useTranslation('staff');
  const state = useStore($staffUsers);
  return (
    <StaffFrame current="team" title={t('team.title')} intro={t('team.intro')}>
      <div className="space-y-6">
        <Section id="members" title={t('team.members')}>
          <Loaded
            state={state}
            load={loadStaffUsers}
            loadingLabel={t('team.loading')}
            fallbackKey="staff:team.loadError"
          >
            {(users) => <Members users={users} />}
          </Loaded>
        </Section>
        <Section id="invite" title={t('team.inviteTitle')}>
          <InviteForm />
        </Section>
      </div>
    </StaffFrame>
  );
}

function Members({ users }: { users: StaffUser[] }) {
  const { t } = useTranslation('staff');
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t('team.members')}</caption>
        <thead className="text-left text-slate-700">
          <tr>
            {(['name', 'role', 'state', 'cases', 'lastLogin', 'actions'] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {t(`team.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <MemberRow key={user.id} user={user} team={users} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MemberRow({ user, team }: { user: StaffUser; team: StaffUser[] }) {
  const { t, i18n } = useTranslation('staff');
  const locale = useLocale();
  const me = useStore($session).user?.id === user.id;
  const [busy, setBusy] = useState(false);
  const [deactivating, setDeactivating] = useState(false);
  const name = `${user.firstName} ${user.lastName}`;

  async function act(task: () => Promise<unknown>, message: string) {
    setBusy(true);
    try {
      await task();
      showToast({ type: 'success', message });
    } catch (err) {
      showToast({ type: 'error', message: errorMessage(err, i18n, 'staff:team.saveError') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <tr>
      <th scope="row" className="px-3 py-3 text-left font-normal">
        <span className="font-semibold text-slate-900">{name}</span>
        {me && <span className="ml-1 text-slate-600">({t('team.you')})</span>}
        <span className="block break-all text-slate-600">{user.email}</span>
      </th>
      <td className="w-44 px-3 py-3">
        <label htmlFor={`role-${user.id}`} className="sr-only">
          {t('team.roleOf', { name })}
        </label>
        <select
          id={`role-${user.id}`}
          value={user.role}
          disabled={busy}
          className={inputClass}
          onChange={(e) =>
            void act(
              () => updateStaffUser(user.id, { role: e.target.value as StaffRole }),
              t('team.roleChanged', { name }),
            )
          }
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </td>
      <td className="space-x-1 px-3 py-3">
        <Badge tone={user.active ? 'good' : 'neutral'}>{user.active ? t('team.active') : t('team.inactive')}</Badge>
        {user.invitationPending && <Badge tone="waiting">{t('team.pending')}</Badge>}
      </td>
      <td className="px-3 py-3">{user.caseCount}</td>
      <td className="px-3 py-3">{user.lastLogin ? formatDateTime(locale, user.lastLogin) : '—'}</td>
      <td className="px-3 py-3">
        <div className="flex flex-wrap gap-2">
          {user.active ? (
            <>
              <button type="button" disabled={busy} className={dangerSmallButton} onClick={() => setDeactivating(true)}>
                {t('team.deactivate')}
              </button>
              <DeactivationDialog user={user} team={team} open={deactivating} onClose={() => setDeactivating(false)} />
            </>
          ) : (
            <button
              type="button"
              disabled={busy}
              className={smallButton}
              onClick={() =>
                void act(() => updateStaffUser(user.id, { active: true }), t('team.reactivated', { name }))
              }
            >
              {t('team.reactivate')}
            </button>
          )}
          {user.active && (
            <button
              type="button"
              disabled={busy}
              className={smallButton}
              onClick={() => void act(() => resendInvitation(user.id), t('team.linkSent', { email: user.email }))}
            >
              {t('team.sendLink')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
