import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import type { AppointmentStatus } from '@/lib/schemas/appointments';
import type { StaffAppointment } from '@/lib/schemas/appointments';
import { linkClass } from '@/islands/shared/form/buttons';
import { useLocale } from '@/islands/shared/useLocale';
import { AppointmentActions } from './AppointmentActions';
import { casePath, formatDate, formatTime, personName } from '@/islands/staff/format';
import { Badge } from '@/islands/staff/Section';

const TONE: Record<AppointmentStatus, 'waiting' | 'good' | 'bad' | 'neutral' | 'active'> = {
  pending: 'waiting',
  confirmed: 'active',
  completed: 'good',
  rejected: 'bad',
  cancelled: 'neutral',
  no_show: 'bad',
};

/** Appointments with their status and actions; on the appointments screen each names its customer (a link to the case). */
export function AppointmentList({
  appointments,
  showCustomer,
  reload,
}: {
  appointments: StaffAppointment[];
  showCustomer: boolean;
  reload?: () => Promise<unknown>;
}) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  return (
    <ul className="divide-y divide-slate-100">
      {appointments.map((appointment) => (
        <li key={appointment.id} className="grid gap-3 py-4 md:grid-cols-[12rem_1fr_auto] md:items-start">
          <p className="font-semibold text-slate-900">
            {formatDate(locale, appointment.start)}
            <span className="block font-normal text-slate-700">
              {formatTime(locale, appointment.start)}–{formatTime(locale, appointment.end)}
            </span>
          </p>
          <div className="space-y-1 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">{t(`appointments.type.${appointment.type}`)}</span>
              <span className="text-slate-700">· {t(`appointments.meetingType.${appointment.meetingType}`)}</span>
              <Badge tone={TONE[appointment.status]}>{t(`appointments.status.${appointment.status}`)}</Badge>
            </p>
            {showCustomer && (
              <p>
                <a href={localePath(locale, casePath(appointment.customer.id))} className={linkClass}>
                  {personName(appointment.customer)}
                </a>
              </p>
            )}
            <p className="text-slate-700">
              {t('appointments.with', { advisor: personName(appointment.advisor) ?? t('appointments.noAdvisor') })}
            </p>
            {appointment.meetingUrl && <p className="break-all text-slate-700">{appointment.meetingUrl}</p>}
            {appointment.notes && (
              <p className="whitespace-pre-line text-slate-700">
                {t('appointments.notes', { notes: appointment.notes })}
              </p>
            )}
          </div>
          <AppointmentActions appointment={appointment} {...(reload && { reload })} />
        </li>
      ))}
    </ul>
  );
}
