// What `--scale` measures at 50 connections, each against the limit: the customer reads of `--api` for a heavy
// and a typical customer, slots for 60 days, and the staff console's reads as plain URLs of the API as it is
// (page numbers today; when an answer carries a cursor, the deep page is reached by following it).
import { READS } from './reads.mjs';

/** What a browser sends with every fetch (Chromium 13x). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** This week, Monday to Sunday. */
function week() {
  const back = (new Date().getUTCDay() + 6) % 7;
  return { from: day(-back), to: day(6 - back) };
}

/** The cursor of a paged answer, whatever the field is called; null for page numbers. */
const cursorOf = (data) => data?.nextCursor ?? data?.cursor ?? data?.next ?? null;

/** The URL of a page `depth` pages in: `page=depth` with page numbers, else the cursor after following it. */
async function deepPage(base, path, auth, depth) {
  const first = await fetch(base + path, { headers: auth }).then((r) => r.json());
  if (!cursorOf(first.data)) return `${path}${path.includes('?') ? '&' : '?'}page=${depth}`;
  let url = path;
  for (let i = 1; i < depth; i++) {
    const data = (await fetch(base + url, { headers: auth }).then((r) => r.json())).data;
    if (!cursorOf(data)) break;
    url = `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursorOf(data))}`;
  }
  return url;
}

/** Every read of the run; `wanted(name)` false skips following a deep page's cursors (minutes at 100k). */
export async function scaleReads(base, { heavy, typical, admin }, wanted = () => true) {
  const deep = (name, path, depth) =>
    wanted(`staff: ${name}`) ? deepPage(base, path, { authorization: `Bearer ${admin.token}` }, depth) : path;
  const customerReads = (who, user) =>
    READS.filter((read) => read.path !== '/api/health').map((read) => ({
      ...read,
      name: `${who}: ${read.name}`,
      token: user.token,
      kind: 'customer',
    }));
  const staff = (name, path, headers) => ({ name: `staff: ${name}`, path, token: admin.token, kind: 'staff', headers });
  return [
    ...customerReads('heavy', heavy),
    ...customerReads('typical', typical),
    // Each range twice: as before (no Accept-Encoding, ~50 KB sent), and as the booking page's browser asks for it
    // (Chromium's header: the kept brotli bytes, decision 104).
    ...[
      ['days 1–30', day(1), day(30)],
      ['days 31–60', day(31), day(60)],
    ].flatMap(([days, from, to]) => {
      const path = `/api/appointments/slots?from=${from}&to=${to}&type=consultation`;
      return [
        { name: `typical: slots ${days}`, path, token: typical.token, kind: 'customer' },
        { name: `typical: slots ${days}, br`, path, token: typical.token, kind: 'customer', headers: BROWSER },
      ];
    }),
    staff('cases, first page', '/api/staff/cases'),
    staff('cases, page 2000', await deep('cases, page 2000', '/api/staff/cases', 2000)),
    ...['onboardingDone', 'onboardingOpen', 'unassigned', 'documentsWaiting', 'activePackage'].map((f) =>
      staff(`cases, filter ${f}`, `/api/staff/cases?filter=${f}`),
    ),
    staff('search name prefix "Yıl"', `/api/staff/cases?search=${encodeURIComponent('Yıl')}`),
    staff('search "ismail" (İsmail)', '/api/staff/cases?search=ismail'),
    staff('search "sahin" (Şahin)', '/api/staff/cases?search=sahin'),
    staff('search e-mail prefix', `/api/staff/cases?search=${encodeURIComponent(typical.email.slice(0, 12))}`),
    staff('case page (heavy)', `/api/staff/cases/${heavy.id}`),
    // ~100 KB of JSON: also as the console's browser asks for it (the kept brotli bytes, decision 106).
    staff('case page (heavy), br', `/api/staff/cases/${heavy.id}`, BROWSER),
    staff('inbox', '/api/staff/inbox'),
    // The page's first view for an admin who picks "all advisors": the first page (100) of 30 days (decision 099).
    staff('appointments, this week', `/api/staff/appointments?from=${week().from}&to=${week().to}`),
    staff('appointments, all advisors 30 days', `/api/staff/appointments?from=${day(0)}&to=${day(30)}`),
    staff('team page', '/api/staff/users'),
    staff('audit log, first page', '/api/staff/audit'),
    staff('audit log, page 5000', await deep('audit log, page 5000', '/api/staff/audit', 5000)),
  ];
}
