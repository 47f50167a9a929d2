import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { CANCEL_CUTOFF_MS, type Appointment, type AppointmentStatus } from '@/lib/schemas/appointments';
import { downloadAppointmentIcs } from '@/lib/stores/appointments';
import { showToast } from '@/lib/stores/toasts';
import { dangerSmallButton, linkClass, smallButton } from '@/islands/shared/form/buttons';
import { CalendarIcon } from '@/islands/dashboard/frame/icons';
import { useAppointmentTime } from './useAppointmentTime';

const STATUS_LOOK: Record<AppointmentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-800',
  completed: 'bg-brand-50 text-brand-900',
  no_show: 'bg-slate-200 text-slate-800',
};

const CUTOFF_HOURS = CANCEL_CUTOFF_MS / 3_600_000;

/** One appointment: type, status, time (with Berlin time), where it happens, and what the customer can do with it. */
export function AppointmentCard({
  appointment,
  onCancel,
  onReschedule,
}: {
  appointment: Appointment;
  onCancel: (a: Appointment) => void;
  /** "Change time": the same cut-off as cancelling (decision 076). */
  onReschedule: (a: Appointment) => void;
}) {
  const { t, i18n } = useTranslation('appointments');
  const time = useAppointmentTime()(appointment.start, appointment.end);
  const { id, type, status, meetingType, meetingUrl, platform, address, advisor, notes, cancellable } = appointment;
  const active = status === 'pending' || status === 'confirmed';
  const ahead = Date.parse(appointment.end) > Date.now();

  async function addToCalendar() {
    try {
      await downloadAppointmentIcs(id);
    } catch (err) {
      showToast({ type: 'error', message: errorMessage(err, i18n, 'appointments:errors.ics') });
    }
  }

  return (
    <article
      aria-labelledby={`appointment-${id}`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`appointment-${id}`} className="text-lg font-semibold text-slate-900">
          {t(`type.${type}`)}
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${STATUS_LOOK[status]}`}>
          {t(`status.${status}`)}
        </span>
      </div>
      <p className="mt-2 font-medium text-slate-900">{time.local}</p>
      {time.berlin && <p className="text-sm text-slate-700">{t('time.berlin', { time: time.berlin })}</p>}
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">{t(`meetingType.${meetingType}`)}</dt>
        <dd>
          {meetingType === 'online' && meetingUrl && (
            <>
              <a href={meetingUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {t('card.join')}
              </a>
              {platform && <span className="ml-2">{t('card.platform', { platform })}</span>}
            </>
          )}
          {meetingType === 'online' && !meetingUrl && active && t('card.linkLater')}
          {meetingType === 'in_person' &&
            (address ? <span className="whitespace-pre-line">{address}</span> : active && t('card.addressLater'))}
        </dd>
        {advisor && (
          <>
            <dt className="font-medium text-slate-900">{t('card.advisor')}</dt>
            <dd>{advisor.name}</dd>
          </>
        )}
        {notes && (
          <>
            <dt className="font-medium text-slate-900">{t('card.notes')}</dt>
            <dd className="whitespace-pre-line break-words">{notes}</dd>
          </>
        )}
      </dl>
      {active && ahead && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="button" onClick={() => void addToCalendar()} className={smallButton}>
            <CalendarIcon className="h-4 w-4" />
            {t('card.addToCalendar')}
          </button>
          {cancellable ? (
            <>
              <button type="button" onClick={() => onReschedule(appointment)} className={smallButton}>
                {t('card.reschedule')}
              </button>
              <button type="button" onClick={() => onCancel(appointment)} className={dangerSmallButton}>
                {t('card.cancel')}
              </button>
            </>
          ) : (
            <p className="text-sm text-slate-700">{t('card.cancelLater', { hours: CUTOFF_HOURS })}</p>
          )}
        </div>
      )}
    </article>
  );
}
