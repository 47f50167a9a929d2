// @vitest-environment happy-dom
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appointments } from '@/server/db/schema';
import { startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { createCustomer, createStaff } from '@/server/test/staff';
import { checkSession } from './session';
import {
  $staffAppointments,
  changeAppointmentStatus,
  loadMoreStaffAppointments,
  loadStaffAppointments,
  refreshStaffAppointments,
} from './appointments.staff';

// The appointments screen's store against the real API (decision 099): pages of 100, "show more" appends the next,
// and a reload after a status change keeps every row that was shown.
let api: BrowserApi;
let advisorId: string;
let firstId: string;
const DAY = '2026-12-07';
beforeAll(async () => {
  api = await startBrowserApi();
  const advisor = await createStaff(api.ctx);
  advisorId = advisor.user.id;
  const customer = await createCustomer(api.ctx, advisorId);
  // 101 half-hour meetings in a row from Monday 07:00 UTC: one more than a page.
  const start = Date.parse(`${DAY}T07:00:00Z`);
  const rows = await api.ctx.deps.db
    .insert(appointments)
    .values(
      Array.from({ length: 101 }, (_, i) => ({
        userId: customer.user.id,
        advisorId,
        type: 'consultation' as const,
        meetingType: 'in_person' as const,
        status: 'pending' as const,
        startsAt: new Date(start + i * 1_800_000),
        endsAt: new Date(start + (i + 1) * 1_800_000),
      })),
    )
    .returning({ id: appointments.id });
  firstId = rows[0]!.id;
  api.open('/staff/appointments');
  const admin = await createStaff(api.ctx, 'admin');
  localStorage.setItem('access_token', admin.token);
  await checkSession();
}, 60_000);
afterAll(() => api.close());

const shown = () => {
  const state = $staffAppointments.get();
  return state.status === 'ready' ? state.data : null;
};

test("an advisor's week in pages: 100, then the one more, and a reload keeps all 101", async () => {
  const first = await loadStaffAppointments({ from: DAY, to: '2026-12-13', advisorId });
  expect([first.items.length, typeof first.nextCursor]).toEqual([100, 'string']);
  await loadMoreStaffAppointments();
  expect([shown()?.items.length, shown()?.nextCursor]).toEqual([101, null]);
  expect(new Set(shown()?.items.map((m) => m.id)).size).toBe(101);
  await changeAppointmentStatus(firstId, { status: 'rejected' }, refreshStaffAppointments);
  expect(shown()?.items.length).toBe(101);
  expect(shown()?.items[0]).toMatchObject({ id: firstId, status: 'rejected' });
  // Another advisor's filter: none of these.
  const other = await loadStaffAppointments({ from: DAY, to: '2026-12-13', advisorId: crypto.randomUUID() });
  expect(other).toEqual({ items: [], nextCursor: null });
});
