import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPOINTMENT_FILTERS, type Appointment } from '@/lib/schemas/appointments';
import { $appointmentFilter, $appointments, loadAppointments, setAppointmentFilter } from '@/lib/stores/appointments';
import { primaryButton } from '@/islands/shared/form/buttons';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { AppShell } from '@/islands/shell/AppShell';
import { DashboardFrame } from '@/islands/dashboard/frame/DashboardFrame';
import { CalendarIcon } from '@/islands/dashboard/frame/icons';
import { AppointmentCard } from './AppointmentCard';
import { BookDialog } from './BookDialog';
import { CancelDialog } from './CancelDialog';
import { RescheduleDialog } from './RescheduleDialog';

/** /dashboard/appointments: appointments with the company's advisors, filtered, booked and cancelled here. */
export default function AppointmentsPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Appointments />
    </AppShell>
  );
}

/** `?book=1` (the onboarding's 'book appointment') opens the dialog once; the address then loses it. */
function takeBookParam(): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get('book') !== '1') return false;
  url.searchParams.delete('book');
  window.history.replaceState(window.history.state, '', url);
  return true;
}

function Appointments() {
  const { t } = useTranslation(['appointments', 'dashboard']);
  const state = useStore($appointments);
  const filter = useStore($appointmentFilter);
  const [booking, setBooking] = useState(false);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [moving, setMoving] = useState<Appointment | null>(null);
  useEffect(() => setBooking(takeBookParam()), []);

  return (
    <DashboardFrame current="appointments" title={t('dashboard:nav.appointments')} intro={t('page.intro')}>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <div
          role="group"
          aria-label={t('filter.label')}
          className="inline-flex rounded-lg border border-slate-300 bg-white p-1"
        >
          {APPOINTMENT_FILTERS.map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={filter === key}
              onClick={() => void setAppointmentFilter(key).catch(() => undefined)}
              className="min-h-9 rounded-md px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 aria-pressed:bg-brand-600 aria-pressed:text-white"
            >
              {t(`filter.${key}`)}
            </button>
          ))}
        </div>
        <button type="button" onClick={() => setBooking(true)} className={primaryButton}>
          <CalendarIcon className="h-5 w-5" />
          {t('page.book')}
        </button>
      </div>
      <Loaded
        state={state}
        load={loadAppointments}
        loadingLabel={t('page.loading')}
        fallbackKey="appointments:errors.load"
      >
        {(appointments) =>
          appointments.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-700">
              <CalendarIcon className="h-8 w-8 text-slate-400" />
              {t(`empty.${filter}`)}
            </div>
          ) : (
            <ul className="space-y-4">
              {appointments.map((appointment) => (
                <li key={appointment.id}>
                  <AppointmentCard appointment={appointment} onCancel={setCancelling} onReschedule={setMoving} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      {/* Below the list: above it, this note and the e-mail banner pushed the first card to ~700 px on a phone. */}
      <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        {t('page.visaNote')}
      </p>
      <BookDialog open={booking} onClose={() => setBooking(false)} />
      <CancelDialog appointment={cancelling} onClose={() => setCancelling(null)} />
      <RescheduleDialog appointment={moving} onClose={() => setMoving(null)} />
    </DashboardFrame>
  );
}
