// What a customer a month in has, so the lists the bench reads are not empty: two documents, a monthly package paid
// with the test card (a payment, a user package and a "payment received" notification), and a booked meeting with
// the admin the bench server starts with (staff get Mon–Fri 09:00–17:00 at start).
import { pdfOfSize } from './reads.mjs';

export const BENCH_ADMIN = { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'Bench-Admin-Passw0rd-1' };

async function expectStatus(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

async function uploadDocument(base, token, category, name) {
  const form = new FormData();
  form.set('category', category);
  if (name) form.set('name', name);
  form.set('file', new Blob([pdfOfSize(40_000)], { type: 'application/pdf' }), `${category}.pdf`);
  const res = await fetch(`${base}/api/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await expectStatus(res, 201, `document upload (${category})`);
}

async function buyPackage(base, token, code) {
  const res = await fetch(`${base}/api/checkout-sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ packageId: code }),
  });
  const { url } = (await (await expectStatus(res, 201, 'checkout')).json()).data;
  const paid = await fetch(new URL(url, base), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: '4242424242424242' }),
  });
  await expectStatus(paid, 303, 'test card payment');
}

/** Books the first consultation slot from a week ahead: far enough for the lead time on any weekday. */
async function bookMeeting(base, token) {
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const auth = { authorization: `Bearer ${token}` };
  const slots = await fetch(`${base}/api/appointments/slots?from=${day(7)}&to=${day(13)}&type=consultation`, {
    headers: auth,
  });
  const [first] = (await (await expectStatus(slots, 200, 'slots')).json()).data.slots;
  if (!first) throw new Error('no slot to book: did the admin get the default hours?');
  const res = await fetch(`${base}/api/appointments`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'consultation',
      start: first.start,
      meetingType: 'online',
      notes: 'Denklik başvurusu',
    }),
  });
  await expectStatus(res, 201, 'booking');
}

export async function seedActivity(base, token) {
  await uploadDocument(base, token, 'language', '');
  await uploadDocument(base, token, 'other', 'Diploma (apostilli)');
  await buyPackage(base, token, 'STANDARD');
  await bookMeeting(base, token);
}
