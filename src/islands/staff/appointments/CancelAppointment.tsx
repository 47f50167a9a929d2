import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAppointment } from '@/lib/schemas/appointments';
import { changeAppointmentStatus } from '@/lib/stores/appointments.staff';
import { showToast } from '@/lib/stores/toasts';
import { ConfirmDialog } from '@/islands/shared/ConfirmDialog';
import { dangerSmallButton } from '@/islands/shared/form/buttons';
import { useAction } from '@/islands/shared/form/useAction';
import { useLocale } from '@/islands/shared/useLocale';
import { formatDate, formatTime, personName } from '@/islands/staff/format';

/**
 * Calling off a confirmed appointment: a confirmation first (it cannot be undone), then POST …/status `cancelled`; the
 * server tells the customer in the app and by mail, the toast says so.
 */
export function CancelAppointment({
  appointment,
  reload,
}: {
  appointment: StaffAppointment;
  reload?: (() => Promise<unknown>) | undefined;
}) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const { pending, error, setError, run } = useAction('staff:appointments.cancelError');

  async function confirm() {
    const done = await run(() => changeAppointmentStatus(appointment.id, { status: 'cancelled' }, reload));
    if (!done) return;
    setOpen(false);
    showToast({ type: 'success', message: t('appointments.cancelled') });
  }

  const when = `${formatDate(locale, appointment.start)}, ${formatTime(locale, appointment.start)}–${formatTime(locale, appointment.end)}`;
  return (
    <>
      <button type="button" className={dangerSmallButton} onClick={() => setOpen(true)}>
        {t('appointments.actions.cancelled')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('appointments.cancelTitle')}
        text={t('appointments.cancelText', {
          type: t(`appointments.type.${appointment.type}`),
          when,
          customer: personName(appointment.customer),
        })}
        confirmLabel={t('appointments.cancelConfirm')}
        keepLabel={t('appointments.cancelKeep')}
        pending={pending}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => {
          setError(null);
          setOpen(false);
        }}
      />
    </>
  );
}
