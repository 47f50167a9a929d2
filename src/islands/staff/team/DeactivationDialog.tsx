import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentHandover, DeactivationPreview } from '@/lib/schemas/deactivation';
import type { StaffUser } from '@/lib/schemas/staff';
import { deactivateStaff, loadDeactivationPreview } from '@/lib/stores/deactivation.staff';
import { showToast } from '@/lib/stores/toasts';
import { inputClass } from '@/islands/shared/form/Field';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { dangerButton, secondaryButton } from '@/islands/shared/form/buttons';
import { useAction } from '@/islands/shared/form/useAction';
import { Modal } from '@/islands/shared/Modal';
import { useLocale } from '@/islands/shared/useLocale';
import { formatDateTime } from '@/islands/staff/format';

interface DeactivationDialogProps {
  user: StaffUser;
  /** The whole team: who can take the cases is worked out here (active, invitation accepted, not `user`). */
  team: readonly StaffUser[];
  open: boolean;
  onClose: () => void;
}

/**
 * The admins' deactivation dialog (decision 076), self-contained so any staff page can open it: it reads what the
 * member still holds, asks where their cases go (round robin or a chosen colleague) and whether their future
 * appointments are reassigned or cancelled, then does it all in one request. Every customer concerned is notified.
 */
export function DeactivationDialog({ user, team, open, onClose }: DeactivationDialogProps) {
  const { t } = useTranslation('staff');
  const keep = useRef<HTMLButtonElement>(null);
  const [held, setHeld] = useState<DeactivationPreview | null>(null);
  const [caseAdvisorId, setCaseAdvisorId] = useState('');
  const [handover, setHandover] = useState<AppointmentHandover>('reassign');
  const { pending, error, setError, run } = useAction('staff:team.saveError');
  const name = `${user.firstName} ${user.lastName}`;
  const colleagues = team.filter((member) => member.id !== user.id && member.active && !member.invitationPending);

  useEffect(() => {
    if (!open) return;
    setHeld(null);
    setError(null);
    void run(async () => setHeld(await loadDeactivationPreview(user.id)));
    // Read again on each opening: cases and bookings change while the page is open.
  }, [open, user.id]);

  async function confirm() {
    const input = { caseAdvisorId: caseAdvisorId || null, appointments: handover };
    const done = await run(async () => {
      const result = await deactivateStaff(user.id, input);
      showToast({ type: 'success', message: t('team.deactivation.done', { name, ...result }), timeout: 10_000 });
    });
    if (done) onClose();
  }

  return (
    <Modal
      open={open}
      onClose={() => !pending && onClose()}
      initialFocus={keep}
      width="lg"
      title={t('team.deactivation.title', { name })}
      titleClass="text-red-800"
      description={t('team.deactivation.intro', { name })}
    >
      {held ? (
        <div className="mt-4 space-y-5 text-sm text-slate-800">
          <div>
            <label htmlFor="deactivation-cases" className="block font-semibold">
              {t('team.deactivation.cases', { count: held.openCases })}
            </label>
            <select
              id="deactivation-cases"
              className={`${inputClass} mt-1`}
              value={caseAdvisorId}
              disabled={pending || held.openCases === 0}
              onChange={(e) => setCaseAdvisorId(e.target.value)}
            >
              <option value="">{t('team.deactivation.roundRobin')}</option>
              {colleagues.map((member) => (
                <option key={member.id} value={member.id}>
                  {`${member.firstName} ${member.lastName} (${t(`roles.${member.role}`)})`}
                </option>
              ))}
            </select>
          </div>
          <AppointmentChoice held={held} handover={handover} onChange={setHandover} disabled={pending} />
        </div>
      ) : (
        !error && <p className="mt-4 text-sm text-slate-700">{t('team.deactivation.loading')}</p>
      )}
      {error && (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" ref={keep} className={secondaryButton} onClick={onClose} disabled={pending}>
          {t('team.deactivation.keep')}
        </button>
        <button type="button" className={dangerButton} onClick={() => void confirm()} disabled={pending || !held}>
          {t('team.deactivation.confirm')}
        </button>
      </div>
    </Modal>
  );
}

interface AppointmentChoiceProps {
  held: DeactivationPreview;
  handover: AppointmentHandover;
  onChange: (handover: AppointmentHandover) => void;
  disabled: boolean;
}

/** The member's future appointments, and whether each goes to a free colleague or is cancelled. */
function AppointmentChoice({ held, handover, onChange, disabled }: AppointmentChoiceProps) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  if (held.appointments.length === 0) return <p>{t('team.deactivation.noAppointments')}</p>;
  return (
    <fieldset>
      <legend className="font-semibold">
        {t('team.deactivation.appointments', { count: held.appointments.length })}
      </legend>
      <ul className="mt-2 max-h-40 space-y-1 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-2">
        {held.appointments.map((a) => (
          <li key={a.id}>
            <span className="font-medium">{formatDateTime(locale, a.start)}</span> · {a.customerName}
          </li>
        ))}
      </ul>
      <div className="mt-3 space-y-2">
        {(['reassign', 'cancel'] as const).map((choice) => (
          <label key={choice} className="flex min-h-11 items-start gap-2">
            <input
              type="radio"
              name="deactivation-appointments"
              value={choice}
              className="mt-1 h-4 w-4"
              checked={handover === choice}
              disabled={disabled}
              onChange={() => onChange(choice)}
            />
            <span>{t(`team.deactivation.${choice}`)}</span>
          </label>
        ))}
      </div>
      <p className="mt-2 text-slate-600">{t('team.deactivation.customersTold')}</p>
    </fieldset>
  );
}
