import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@/lib/schemas/appointments';
import { cancelAppointment } from '@/lib/stores/appointments';
import { showToast } from '@/lib/stores/toasts';
import { dangerButton, secondaryButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { useAction } from '@/islands/shared/form/useAction';
import { Modal } from '@/islands/shared/Modal';
import { useAppointmentTime } from './useAppointmentTime';

/**
 * "Cancel this appointment?" (SPEC §2). Inside the cut-off the server refuses with a message that points to
 * support; it shows here, in the dialog.
 */
export function CancelDialog({ appointment, onClose }: { appointment: Appointment | null; onClose: () => void }) {
  const { t } = useTranslation('appointments');
  const appointmentTime = useAppointmentTime();
  const { pending, error, setError, run } = useAction('appointments:errors.cancel');

  function close() {
    if (pending) return;
    setError(null);
    onClose();
  }

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (!appointment) return;
    const cancelled = await run(() => cancelAppointment(appointment.id));
    if (!cancelled) return;
    showToast({ type: 'success', message: t('toast.cancelled') });
    onClose();
  }

  const what = appointment
    ? `${t(`type.${appointment.type}`)}, ${appointmentTime(appointment.start, appointment.end).local}`
    : '';
  return (
    <Modal
      open={appointment !== null}
      onClose={close}
      title={t('cancel.title')}
      description={t('cancel.body', { appointment: what })}
    >
      <form onSubmit={(event) => void onConfirm(event)} className="mt-4 space-y-4">
        <FormAlert>{error}</FormAlert>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={close} disabled={pending} className={secondaryButton}>
            {t('cancel.keep')}
          </button>
          <SubmitButton look={dangerButton} pending={pending} pendingLabel={t('cancel.pending')}>
            {t('cancel.confirm')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
