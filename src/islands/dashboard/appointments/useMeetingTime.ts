import { LOCALE_TAGS } from '@/lib/i18n/locales';
import { formatMeetingTime, type MeetingTimeText } from '@/lib/time/meeting-time';
import { useLocale } from '@/islands/shared/useLocale';
import { viewerTimeZone } from '@/lib/time/zone';

/** A meeting's time in the viewer's zone and language, with Berlin time when the clocks differ (decision 020). */
export function useMeetingTime(): (start: string, end: string) => MeetingTimeText {
  const tag = LOCALE_TAGS[useLocale()];
  return (start, end) => formatMeetingTime(start, end, { locale: tag, timeZone: viewerTimeZone() });
}
