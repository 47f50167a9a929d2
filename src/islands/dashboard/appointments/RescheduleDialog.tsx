import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rescheduleAppointmentSchema, type Appointment } from '@/lib/schemas/appointments';
import { rescheduleAppointment } from '@/lib/stores/appointments';
import { showToast } from '@/lib/stores/toasts';
import { secondaryButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';
import { Modal } from '@/islands/shared/Modal';
import { SlotPicker } from './SlotPicker';
import { useAppointmentTime } from './useAppointmentTime';

/**
 * "Change time" (decision 076): a week of free times for the same appointment type; the chosen one replaces the
 * old time, which frees up. The appointment waits for the advisor's confirmation again, and the customer's
 * calendar entry updates from the mailed .ics.
 */
export function RescheduleDialog({ appointment, onClose }: { appointment: Appointment | null; onClose: () => void }) {
  const { t } = useTranslation('appointments');
  const form = useSchemaForm(
    rescheduleAppointmentSchema,
    { start: '' },
    {
      idPrefix: 'reschedule',
      fallbackErrorKey: 'appointments:errors.reschedule',
    },
  );
  const [offset, setOffset] = useState(0);
  const time = useAppointmentTime();
  const changeWeek = useCallback((next: number) => setOffset(next), []);

  function close() {
    if (form.pending) return;
    form.reset();
    setOffset(0);
    onClose();
  }

  const onSubmit = form.submit(async ({ start }) => {
    if (!appointment) return;
    await rescheduleAppointment(appointment.id, start);
    showToast({ type: 'success', message: t('toast.rescheduled'), timeout: 6000 });
    close();
  });

  return (
    <Modal
      open={appointment !== null}
      onClose={close}
      title={t('reschedule.title')}
      description={appointment && t('reschedule.current', { time: time(appointment.start, appointment.end).local })}
      width="wide"
    >
      {appointment && (
        <form ref={form.formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-5">
          <FormAlert>{form.formError}</FormAlert>
          <SlotPicker
            type={appointment.type}
            offset={offset}
            onOffset={changeWeek}
            value={form.values.start}
            onChange={(start) => form.setValue('start', start)}
            error={form.errors['start']}
          />
          <p className="text-sm text-slate-700">{t('reschedule.note')}</p>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={close} disabled={form.pending} className={secondaryButton}>
              {t('reschedule.close')}
            </button>
            <SubmitButton pending={form.pending} pendingLabel={t('reschedule.pending')}>
              {t('reschedule.submit')}
            </SubmitButton>
          </div>
        </form>
      )}
    </Modal>
  );
}
