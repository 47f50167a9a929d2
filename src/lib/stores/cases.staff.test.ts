// @vitest-environment happy-dom
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { appointments } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { createAdvisor } from '@/server/test/appointments';
import { startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { buy, seedCatalog } from '@/server/test/commerce';
import { findMails } from '@/server/test/eml';
import { completeOnboarding, createCustomer, createStaff } from '@/server/test/staff';
import { errorCode, errorStatus, fieldErrors } from '@/lib/api/errors';
import { checkSession } from './session';
import {
  $staffAppointments,
  changeAppointmentStatus,
  loadStaffAppointments,
  refreshStaffAppointments,
} from './appointments.staff';
import { $availability, loadAvailability, saveAvailability } from './availability.staff';
import {
  $caseList,
  $caseNotes,
  $caseQuery,
  $staffCase,
  addNote,
  assignCase,
  changeStep,
  loadCase,
  loadCases,
  loadNotes,
  setCaseQuery,
} from './cases.staff';
import { reviewDocument } from './documents.staff';
import { $auditLog, $staffUsers, inviteStaff, loadAudit, loadStaffUsers, updateStaffUser } from './team.staff';

// The console's stores against the real API on a real port, signed in as an admin.
let api: BrowserApi;
let customerId: string;
let customerEmail: string;
let customerToken: string;
let advisorId: string;
beforeAll(async () => {
  api = await startBrowserApi();
  await seedCatalog(api.ctx);
  const advisor = await createAdvisor(api.ctx);
  const customer = await createCustomer(api.ctx, advisor.user.id, { firstName: 'Elif', lastName: 'Şahin' });
  customerId = customer.user.id;
  customerEmail = customer.user.email;
  advisorId = advisor.user.id;
  customerToken = customer.token;
  await completeOnboarding(api.ctx, customer.token);
  await buy(api.ctx, customer.token, 'DOCUMENT_CHECK');
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  api.open('/staff');
  api.offline = false;
  const admin = await createStaff(api.ctx, 'admin');
  localStorage.setItem('access_token', admin.token);
  await checkSession();
}, 30_000);

test('the case list searches and filters on the server; a new search starts at page 1', async () => {
  await loadCases();
  expect($caseList.get()).toMatchObject({ status: 'ready', data: { total: 1, totalCapped: false, nextCursor: null } });
  $caseQuery.set({ ...$caseQuery.get(), page: 3 });
  const found = await setCaseQuery({ search: 'şahin' });
  expect($caseQuery.get().page).toBe(1);
  expect(found.items.map((c) => c.id)).toEqual([customerId]);
  expect(found.items[0]).toMatchObject({
    documentsWaiting: 1,
    activePackage: 'Belge Kontrolü',
    nextStep: expect.any(String),
  });
  expect((await setCaseQuery({ search: '', filter: 'unassigned' })).total).toBe(0);
  api.offline = true;
  await expect(loadCases()).rejects.toBeDefined();
  expect($caseList.get().status).toBe('error');
});

test('the case page: review, steps, appointment status and notes each reload the case', async () => {
  const detail = await loadCase(customerId);
  const [cv] = detail.documents;
  const refused = await reviewDocument(cv!.id, { decision: 'rejected', reason: ' ' }).catch((e: unknown) => e);
  expect([errorStatus(refused), Object.keys(fieldErrors(refused))]).toEqual([400, ['reason']]);
  await reviewDocument(cv!.id, { decision: 'rejected', reason: 'Lütfen imzalı halini yükleyin.' });
  const reviewed = $staffCase.get();
  expect(reviewed.status === 'ready' && reviewed.data.documents[0]).toMatchObject({
    reviewStatus: 'rejected',
    rejectionReason: 'Lütfen imzalı halini yükleyin.',
  });

  const pkg = detail.packages[0]!;
  await changeStep(pkg.id, pkg.steps[0]!.key, { status: 'completed', note: 'Tamam.' });
  const stepped = $staffCase.get();
  expect(stepped.status === 'ready' && stepped.data.packages[0]!.progress).toBeGreaterThan(0);

  await loadNotes();
  expect($caseNotes.get()).toEqual({ status: 'ready', data: [] });
  await addNote('Müşteri Mart ayında taşınıyor.');
  const notes = $caseNotes.get();
  expect(notes.status === 'ready' && notes.data.map((n) => n.body)).toEqual(['Müşteri Mart ayında taşınıyor.']);

  const missing = await changeAppointmentStatus('00000000-0000-4000-8000-000000000000', { status: 'confirmed' }).catch(
    (e: unknown) => e,
  );
  expect(errorStatus(missing)).toBe(404);
  expect(errorStatus(await loadCase('not-an-id').catch((e: unknown) => e))).toBe(404);
  expect($staffCase.get().status).toBe('error');
});

test('an admin hands the case to another advisor, or to nobody; a customer is no advisor', async () => {
  await loadCase(customerId);
  const other = await createAdvisor(api.ctx, undefined, { firstName: 'Mia' });
  await assignCase(other.user.id);
  const assigned = $staffCase.get();
  expect(assigned.status === 'ready' && assigned.data.assignedAdvisor?.id).toBe(other.user.id);
  const refused = await assignCase(customerId).catch((e: unknown) => e);
  expect([errorStatus(refused), errorCode(refused)]).toEqual([400, 'INVALID_ADVISOR']);
  await assignCase(null);
  const unassigned = $staffCase.get();
  expect(unassigned.status === 'ready' && unassigned.data.assignedAdvisor).toBeNull();
});

test('the appointments screen: a week of appointments, and availability saved whole', async () => {
  await loadStaffAppointments({ from: '2026-01-05', to: '2026-01-11' });
  expect($staffAppointments.get()).toEqual({ status: 'ready', data: { items: [], nextCursor: null } });
  await loadAvailability();
  const saved = await saveAvailability({
    weeklyHours: [{ weekday: 3, start: '08:00', end: '12:30' }],
    daysOff: ['2026-12-24'],
  });
  expect(saved).toEqual({ weeklyHours: [{ weekday: 3, start: '08:00', end: '12:30' }], daysOff: ['2026-12-24'] });
  expect($availability.get()).toEqual({ status: 'ready', data: saved });
});

test('a confirmed appointment cancelled from the appointments screen: the list shows it, the customer is told in the app and by mail', async () => {
  const start = new Date(Date.now() + 3 * 86_400_000);
  const [appointment] = await api.ctx.deps.db
    .insert(appointments)
    .values({
      userId: customerId,
      advisorId,
      type: 'consultation',
      meetingType: 'in_person',
      status: 'confirmed',
      startsAt: start,
      endsAt: new Date(start.getTime() + 1_800_000),
    })
    .returning();
  const day = (offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const outbox = path.join(api.ctx.dataDir, 'outbox');
  const toCustomer = (mail: { to: string }) => mail.to.includes(customerEmail);
  const mailsBefore = (await findMails(outbox, toCustomer, 0)).length;
  await loadStaffAppointments({ from: day(-1), to: day(1) });
  const cancelled = await changeAppointmentStatus(appointment!.id, { status: 'cancelled' }, refreshStaffAppointments);
  expect(cancelled.status).toBe('cancelled');
  const listed = $staffAppointments.get();
  expect(listed.status === 'ready' && listed.data.items.find((m) => m.id === appointment!.id)?.status).toBe(
    'cancelled',
  );
  const again = await changeAppointmentStatus(appointment!.id, { status: 'cancelled' }).catch((e: unknown) => e);
  expect([errorStatus(again), errorCode(again)]).toEqual([409, 'INVALID_TRANSITION']);

  const notified = (await body(await api.ctx.api('GET', '/api/notifications', { token: customerToken }))).data;
  expect(notified.items.map((n: { kind: string }) => n.kind)).toContain('appointment_cancelled');
  expect(await findMails(outbox, toCustomer, mailsBefore + 1)).toHaveLength(mailsBefore + 1);
});

test('the team and the audit log: invite, change role, and every write listed', async () => {
  const { user, invitationSent } = await inviteStaff({
    email: 'yeni.danisman@example.com',
    firstName: 'Can',
    lastName: 'Er',
    role: 'advisor',
  });
  expect(invitationSent).toBe(true);
  expect(user.invitationPending).toBe(true);
  await updateStaffUser(user.id, { role: 'admin' });
  const users = $staffUsers.get();
  expect(users.status === 'ready' && users.data.find((u) => u.id === user.id)?.role).toBe('admin');
  const taken = await inviteStaff({
    email: 'yeni.danisman@example.com',
    firstName: 'Can',
    lastName: 'Er',
    role: 'advisor',
  }).catch((e: unknown) => e);
  expect(errorCode(taken)).toBe('EMAIL_TAKEN');
  await loadStaffUsers();

  const page = await loadAudit({ page: 1, action: 'staff.role' });
  expect(page.items.map((entry) => entry.targetId)).toEqual([user.id]);
  expect($auditLog.get().status).toBe('ready');
  // "This case's history" on the case page: only the case's rows, not the team changes above.
  await loadCase(customerId);
  await addNote('Geçmiş için bir not.');
  const oneCase = await loadAudit({ page: 1, caseId: customerId });
  expect(oneCase.items.map((entry) => entry.action)).toContain('case.note');
  expect(oneCase.items.every((entry) => entry.caseId === customerId)).toBe(true);
  expect((await loadAudit({ page: 1 })).items.some((entry) => entry.caseId !== customerId)).toBe(true);
  // The customer's own view is untouched by staff reads.
  expect((await body(await api.ctx.api('GET', '/api/user-packages', { token: customerToken }))).data).toHaveLength(1);
});
