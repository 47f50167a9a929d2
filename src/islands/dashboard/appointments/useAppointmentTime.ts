import { LOCALE_TAGS } from '@/lib/i18n/locales';
import { formatAppointmentTime, type AppointmentTimeText } from '@/lib/time/appointment-time';
import { useLocale } from '@/islands/shared/useLocale';
import { viewerTimeZone } from '@/lib/time/zone';

/** An appointment's time in the viewer's zone and language, with Berlin time when the clocks differ (decision 020). */
export function useAppointmentTime(): (start: string, end: string) => AppointmentTimeText {
  const tag = LOCALE_TAGS[useLocale()];
  return (start, end) => formatAppointmentTime(start, end, { locale: tag, timeZone: viewerTimeZone() });
}
