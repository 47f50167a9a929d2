import { LOCALE_TAGS, type Locale } from '@/lib/i18n/locales';

/** Dates and times in the console, in the viewer's language and zone. */
export const formatDate = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium' }).format(new Date(iso));

export const formatDateTime = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export const formatTime = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeStyle: 'short' }).format(new Date(iso));

export const personName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}` : null;

/** The console's case page for a customer (static output: the id rides in the query). */
export const casePath = (id: string) => `/staff/case?id=${encodeURIComponent(id)}`;

/** The audit log narrowed to one case (admins; the audit page reads `caseId` from its address). */
export const caseAuditPath = (id: string) => `/staff/audit?caseId=${encodeURIComponent(id)}`;

// A pattern, not zod's uuid(): every console page loads this file first, and one zod import here would put all of zod
// into the console's shared runtime (decision 089, tests/build/client-weight.test.ts).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The case id in an audit page address, or none when absent or not an id (the API would refuse it with a 400). */
export const auditCaseIdFrom = (search: string): string | undefined => {
  const id = new URLSearchParams(search).get('caseId');
  return id && UUID.test(id) ? id : undefined;
};
