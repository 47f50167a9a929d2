import { useStore } from '@nanostores/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADVISOR_TIME_ZONE } from '@/lib/schemas/appointments';
import {
  $staffAppointments,
  loadStaffAppointments,
  refreshStaffAppointments,
  type DateRange,
} from '@/lib/stores/appointments.staff';
import { addDays, isoWeekday, zonedDate } from '@/lib/time/zone';
import { smallButton } from '@/islands/shared/form/buttons';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { formatDate } from '@/islands/staff/format';
import { StaffFrame } from '@/islands/staff/frame/StaffFrame';
import { AppointmentList } from './AppointmentList';
import { Empty, Section } from '@/islands/staff/Section';

/** /staff/appointments: today's appointments or a week's (Berlin calendar days), with their actions. */
export default function AppointmentsPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Appointments />
    </AppShell>
  );
}

type View = { kind: 'today' } | { kind: 'week'; monday: string };

const today = () => zonedDate(new Date(), ADVISOR_TIME_ZONE);
const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));
const rangeOf = (view: View): DateRange =>
  view.kind === 'today' ? { from: today(), to: today() } : { from: view.monday, to: addDays(view.monday, 6) };

function Appointments() {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const state = useStore($staffAppointments);
  const [view, setView] = useState<View>({ kind: 'today' });
  const range = rangeOf(view);
  const load = useCallback(() => loadStaffAppointments(rangeOf(view)), [view]);
  const pressed = (kind: View['kind']) => (view.kind === kind ? 'true' : 'false');
  const heading =
    view.kind === 'today'
      ? t('appointments.todayHeading', { date: formatDate(locale, `${range.from}T12:00:00Z`) })
      : t('appointments.weekHeading', {
          from: formatDate(locale, `${range.from}T12:00:00Z`),
          to: formatDate(locale, `${range.to}T12:00:00Z`),
        });

  return (
    <StaffFrame current="appointments" title={t('appointments.pageTitle')} intro={t('appointments.intro')}>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={smallButton}
          aria-pressed={pressed('today')}
          onClick={() => setView({ kind: 'today' })}
        >
          {t('appointments.today')}
        </button>
        <button
          type="button"
          className={smallButton}
          aria-pressed={pressed('week')}
          onClick={() => setView({ kind: 'week', monday: mondayOf(today()) })}
        >
          {t('appointments.thisWeek')}
        </button>
        {view.kind === 'week' && (
          <>
            <button
              type="button"
              className={smallButton}
              onClick={() => setView({ kind: 'week', monday: addDays(view.monday, -7) })}
            >
              {t('appointments.previousWeek')}
            </button>
            <button
              type="button"
              className={smallButton}
              onClick={() => setView({ kind: 'week', monday: addDays(view.monday, 7) })}
            >
              {t('appointments.nextWeek')}
            </button>
          </>
        )}
      </div>
      <Section id="appointments" title={heading}>
        <Loaded
          state={state}
          load={load}
          loadingLabel={t('appointments.loading')}
          fallbackKey="staff:appointments.loadError"
        >
          {(appointments) =>
            appointments.length === 0 ? (
              <Empty>{t('appointments.none')}</Empty>
            ) : (
              <AppointmentList appointments={appointments} showCustomer reload={refreshStaffAppointments} />
            )
          }
        </Loaded>
      </Section>
      <p className="mt-3 text-sm text-slate-600">{t('appointments.zoneNote')}</p>
    </StaffFrame>
  );
}
