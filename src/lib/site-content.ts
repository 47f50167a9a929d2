import { LOCALE_TAGS, type Locale } from './i18n/locales';
import { WEEKDAYS, type OpeningHours, type SiteContent } from './schemas/site-content';

/**
 * Turns the facts of `src/content/site/site.yaml` into what pages show, in a locale: figures and hours through
 * `Intl` (so "98 %" in German, "%98" in Turkish), links for phone and messaging app. Pure: pages and tests use it.
 */
type Figure = SiteContent['figures']['items'][number];

export function formatFigure(figure: Figure, locale: Locale): string {
  const tag = LOCALE_TAGS[locale];
  const number =
    figure.unit === 'percent'
      ? new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(figure.value / 100)
      : figure.unit === 'hours'
        ? new Intl.NumberFormat(tag, { style: 'unit', unit: 'hour', unitDisplay: 'short' }).format(figure.value)
        : new Intl.NumberFormat(tag).format(figure.value);
  return figure.plus ? `${number}+` : number;
}

// 2024-01-01 was a Monday: day i of WEEKDAYS is 2024-01-(i+1), a fixed date for Intl's weekday names.
const weekdayName = (index: number, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + index),
  );

/** "Mon–Fri 09:00–18:00": runs of consecutive days become a range, other days a list. */
export function formatOpeningHours(hours: OpeningHours[], locale: Locale): string[] {
  return hours.map((entry) => {
    const indexes = [...new Set(entry.days.map((day) => WEEKDAYS.indexOf(day)))].sort((a, b) => a - b);
    const runs: number[][] = [];
    for (const index of indexes) {
      const run = runs.at(-1);
      if (run && run.at(-1) === index - 1) run.push(index);
      else runs.push([index]);
    }
    const days = runs
      .map((run) =>
        run.length > 2
          ? `${weekdayName(run[0] ?? 0, locale)}–${weekdayName(run.at(-1) ?? 0, locale)}`
          : run.map((i) => weekdayName(i, locale)).join(', '),
      )
      .join(', ');
    return `${days} ${entry.opens}–${entry.closes}`;
  });
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/** The contact methods as /dashboard/support and the footers show them: display text plus ready links. */
export interface ContactView {
  example: boolean;
  messaging: { app: string; display: string; href: string };
  phone: { display: string; href: string };
  email: string;
  office: string[];
  hours: string[];
}

export function contactView(site: SiteContent, locale: Locale): ContactView {
  const { contact, company } = site;
  return {
    // The office address is the company's: an example there makes the whole card an example.
    example: contact.example || company.example,
    messaging: {
      app: contact.messaging.app,
      display: contact.messaging.number,
      href: `https://wa.me/${digits(contact.messaging.number)}`,
    },
    phone: { display: contact.phone, href: `tel:+${digits(contact.phone)}` },
    email: contact.email,
    office: [company.address.street, `${company.address.postalCode} ${company.address.city}`, company.address.country],
    hours: formatOpeningHours(contact.hours, locale),
  };
}
