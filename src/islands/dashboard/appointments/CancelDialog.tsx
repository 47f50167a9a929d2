import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/errors';
import type { Appointment } from '../../../lib/schemas/appointments';
import { cancelAppointment } from '../../../lib/stores/appointments';
import { showToast } from '../../../lib/stores/toasts';
import { dangerButton, secondaryButton } from '../../shared/form/buttons';
import { FormAlert } from '../../shared/form/FormAlert';
import { SubmitButton } from '../../shared/form/SubmitButton';
import { useMeetingTime } from './useMeetingTime';

/**
 * "Cancel this appointment?" (SPEC §2). Inside the cut-off the server refuses with a message that points to
 * support; it shows here, in the dialog.
 */
export function CancelDialog({ appointment, onClose }: { appointment: Appointment | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('appointments');
  const meetingTime = useMeetingTime();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function close() {
    if (pending) return;
    setError(null);
    onClose();
  }

  async function confirm() {
    if (!appointment || pending) return;
    setPending(true);
    setError(null);
    try {
      await cancelAppointment(appointment.id);
      showToast({ type: 'success', message: t('toast.cancelled') });
      setPending(false);
      onClose();
    } catch (err) {
      setError(errorMessage(err, i18n, 'appointments:errors.cancel'));
      setPending(false);
    }
  }

  const what = appointment ? `${t(`type.${appointment.type}`)}, ${meetingTime(appointment.start, appointment.end).local}` : '';
  return (
    <Dialog open={appointment !== null} onClose={close} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{t('cancel.title')}</DialogTitle>
          <Description className="mt-2 text-sm text-slate-700">{t('cancel.body', { appointment: what })}</Description>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
            className="mt-4 space-y-4"
          >
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
        </DialogPanel>
      </div>
    </Dialog>
  );
}
