import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import type { AppointmentStatus } from '@/lib/schemas/appointments';
import { appointmentConfirmSchema, STAFF_APPOINTMENT_ACTIONS, type StaffAppointment } from '@/lib/schemas/appointments';
import { changeAppointmentStatus } from '@/lib/stores/appointments.staff';
import { showToast } from '@/lib/stores/toasts';
import { dangerSmallButton, smallButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextField } from '@/islands/shared/form/TextField';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';
import { CancelAppointment } from './CancelAppointment';

/**
 * An appointment's next moves for staff: confirm (with the meeting URL for an online one), reject, complete, no-show,
 * cancel (after a confirmation).
 * `reload` refreshes the list the appointment is shown in.
 */
export function AppointmentActions({
  appointment,
  reload,
}: {
  appointment: StaffAppointment;
  reload?: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('staff');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const next = STAFF_APPOINTMENT_ACTIONS[appointment.status];

  async function move(status: AppointmentStatus) {
    setBusy(true);
    setError(null);
    try {
      await changeAppointmentStatus(appointment.id, { status }, reload);
      showToast({
        type: 'success',
        message: t('appointments.changed', { status: t(`appointments.status.${status}`) }),
      });
    } catch (err) {
      setError(errorMessage(err, i18n, 'staff:appointments.changeError'));
    } finally {
      setBusy(false);
    }
  }

  if (next.length === 0) return null;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {next.includes('confirmed') && (
          <button
            type="button"
            className={smallButton}
            aria-expanded={confirming}
            onClick={() => setConfirming((v) => !v)}
          >
            {appointment.status === 'confirmed' ? t('appointments.changeUrl') : t('appointments.confirm')}
          </button>
        )}
        {(['rejected', 'completed', 'no_show'] as const)
          .filter((status) => next.includes(status))
          .map((status) => (
            <button
              key={status}
              type="button"
              disabled={busy}
              className={status === 'rejected' ? dangerSmallButton : smallButton}
              onClick={() => void move(status)}
            >
              {t(`appointments.actions.${status}`)}
            </button>
          ))}
        {next.includes('cancelled') && <CancelAppointment appointment={appointment} reload={reload} />}
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      {confirming && <ConfirmForm appointment={appointment} reload={reload} onDone={() => setConfirming(false)} />}
    </div>
  );
}

function ConfirmForm({
  appointment,
  reload,
  onDone,
}: {
  appointment: StaffAppointment;
  reload?: (() => Promise<unknown>) | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('staff');
  const online = appointment.meetingType === 'online';
  const form = useSchemaForm(
    appointmentConfirmSchema,
    { meetingUrl: appointment.meetingUrl ?? '' },
    {
      idPrefix: `confirm-${appointment.id}`,
      fallbackErrorKey: 'staff:appointments.changeError',
    },
  );
  const submit = form.submit(async ({ meetingUrl }) => {
    await changeAppointmentStatus(appointment.id, { status: 'confirmed', ...(meetingUrl && { meetingUrl }) }, reload);
    showToast({ type: 'success', message: t('appointments.changed', { status: t('appointments.status.confirmed') }) });
    onDone();
  });
  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <FormAlert>{form.formError}</FormAlert>
      {online && (
        <TextField
          {...form.field('meetingUrl')}
          type="url"
          label={t('appointments.meetingUrl')}
          hint={t('appointments.meetingUrlHint')}
          required
          className="min-w-72 flex-1"
        />
      )}
      <SubmitButton pending={form.pending} pendingLabel={t('appointments.saving')} look={smallButton}>
        {t('appointments.confirmSubmit')}
      </SubmitButton>
    </form>
  );
}
