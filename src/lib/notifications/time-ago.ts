/**
 * "5 minutes ago", "yesterday", "3 days ago" in the reader's language (Intl.RelativeTimeFormat), for the
 * notifications menu and list; beyond four weeks the date itself reads better.
 */
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4],
];

export function timeAgo(instant: string | Date, now: Date, locale: string): string {
  const then = new Date(instant);
  let amount = Math.round((then.getTime() - now.getTime()) / 1000);
  for (const [unit, next] of STEPS) {
    if (Math.abs(amount) < next) {
      // Under a minute is "now", not a count of seconds ticking by.
      if (unit === 'second') amount = 0;
      return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(amount, unit);
    }
    amount = Math.round(amount / next);
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(then);
}
