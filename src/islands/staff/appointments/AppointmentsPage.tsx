import { useStore } from '@nanostores/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADVISOR_TIME_ZONE, STAFF_APPOINTMENT_MAX_DAYS } from '@/lib/schemas/appointments';
import {
  $staffAppointments,
  loadMoreStaffAppointments,
  loadStaffAppointments,
  refreshStaffAppointments,
  type DateRange,
} from '@/lib/stores/appointments.staff';
import { $session } from '@/lib/stores/session';
import { addDays, isoWeekday, zonedDate } from '@/lib/time/zone';
import { smallButton } from '@/islands/shared/form/buttons';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { formatDate } from '@/islands/staff/format';
import { StaffFrame } from '@/islands/staff/frame/StaffFrame';
import { AdvisorFilter, ALL_ADVISORS } from './AdvisorFilter';
import { AppointmentList } from './AppointmentList';
import { ShowMore } from './ShowMore';
import { Empty, Section } from '@/islands/staff/Section';

/**
 * /staff/appointments: the coming weeks' appointments (the first view, so a meeting next week is not hidden behind
 * "today: none", issue 29), today's, or a week's (Berlin calendar days), with their actions. Admins choose whose:
 * their own by default, or every advisor's in pages of 100 with "show more" (decision 099).
 */
export default function AppointmentsPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Appointments />
    </AppShell>
  );
}

type View = { kind: 'upcoming' } | { kind: 'today' } | { kind: 'week'; monday: string };

/** How far "upcoming" looks ahead, in days from today: the longest range the API answers. */
const UPCOMING_DAYS = STAFF_APPOINTMENT_MAX_DAYS - 1;

const today = () => zonedDate(new Date(), ADVISOR_TIME_ZONE);
const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));
function rangeOf(view: View): DateRange {
  if (view.kind === 'upcoming') return { from: today(), to: addDays(today(), UPCOMING_DAYS) };
  if (view.kind === 'today') return { from: today(), to: today() };
  return { from: view.monday, to: addDays(view.monday, 6) };
}

/** The view buttons, in order: each names its view and builds it when pressed. */
const VIEW_BUTTONS = [
  { kind: 'upcoming', label: 'appointments.upcoming', view: (): View => ({ kind: 'upcoming' }) },
  { kind: 'today', label: 'appointments.today', view: (): View => ({ kind: 'today' }) },
  { kind: 'week', label: 'appointments.thisWeek', view: (): View => ({ kind: 'week', monday: mondayOf(today()) }) },
] as const;

function Appointments() {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const state = useStore($staffAppointments);
  const user = useStore($session).user;
  const admin = user?.role === 'admin';
  const [view, setView] = useState<View>({ kind: 'upcoming' });
  const [advisor, setAdvisor] = useState(user?.id ?? ALL_ADVISORS);
  const range = rangeOf(view);
  const advisorId = admin && advisor !== ALL_ADVISORS ? advisor : undefined;
  const load = useCallback(() => loadStaffAppointments({ ...rangeOf(view), advisorId }), [view, advisorId]);
  const pressed = (kind: View['kind']) => (view.kind === kind ? 'true' : 'false');
  const day = (date: string) => formatDate(locale, `${date}T12:00:00Z`);
  const heading =
    view.kind === 'today'
      ? t('appointments.todayHeading', { date: day(range.from) })
      : view.kind === 'upcoming'
        ? t('appointments.upcomingHeading', { days: UPCOMING_DAYS, from: day(range.from), to: day(range.to) })
        : t('appointments.weekHeading', { from: day(range.from), to: day(range.to) });

  return (
    <StaffFrame current="appointments" title={t('appointments.pageTitle')} intro={t('appointments.intro')}>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        {VIEW_BUTTONS.map(({ kind, label, view: next }) => (
          <button
            key={kind}
            type="button"
            className={smallButton}
            aria-pressed={pressed(kind)}
            onClick={() => setView(next())}
          >
            {t(label)}
          </button>
        ))}
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
      {admin && <AdvisorFilter value={advisor} onChange={setAdvisor} />}
      <Section id="appointments" title={heading}>
        <Loaded
          state={state}
          load={load}
          loadingLabel={t('appointments.loading')}
          fallbackKey="staff:appointments.loadError"
        >
          {({ items, nextCursor }) =>
            items.length === 0 ? (
              <Empty>{t('appointments.none')}</Empty>
            ) : (
              <>
                <AppointmentList appointments={items} showCustomer reload={refreshStaffAppointments} />
                {nextCursor && <ShowMore shown={items.length} onMore={loadMoreStaffAppointments} />}
              </>
            )
          }
        </Loaded>
      </Section>
      <p className="mt-3 text-sm text-slate-600">{t('appointments.zoneNote')}</p>
    </StaffFrame>
  );
}
