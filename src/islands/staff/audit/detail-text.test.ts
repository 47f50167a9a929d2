import i18next, { type TFunction } from 'i18next';
import { beforeAll, expect, test } from 'vitest';
import deStaff from '@locales/de/staff.json';
import trStaff from '@locales/tr/staff.json';
import type { AuditEntry } from '@/lib/schemas/audit';
import { auditDetailText } from './detail-text';

// Issue 29: the Turkish console showed "to: confirmed · from: pending" and "to: 523512ff-… · mode: roundRobin".
const ADVISOR = '523512ff-0d1c-4b59-9a57-0a4c1b1e2f30';
const entry = (patch: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-05-25T10:00:00Z',
  actor: null,
  action: 'case.note',
  targetType: 'case',
  targetId: 'c',
  caseId: 'c',
  detail: {},
  people: {},
  ...patch,
});

let tr: TFunction<'staff'>;
let de: TFunction<'staff'>;
beforeAll(async () => {
  const make = async (lng: string, staff: Record<string, string>) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng, ns: ['staff'], defaultNS: 'staff', resources: { [lng]: { staff } }, keySeparator: false });
    return i18n.getFixedT(lng, 'staff') as TFunction<'staff'>;
  };
  tr = await make('tr', trStaff);
  de = await make('de', deStaff);
});

test('an appointment status change reads as a sentence with the state before', () => {
  const text = auditDetailText(
    tr,
    entry({ action: 'appointment.status', detail: { from: 'pending', to: 'confirmed' } }),
  );
  expect(text).toBe(
    `${trStaff['audit.detail.appointment.confirmed']} · önceki durum: ${trStaff['appointments.status.pending']}`,
  );
  expect(text).not.toMatch(/confirmed|pending/);
});

test('a round-robin assignment names the advisor, never the id', () => {
  const people = { [ADVISOR]: { id: ADVISOR, firstName: 'Deniz', lastName: 'Kaya' } };
  const detail = { from: null, to: ADVISOR, mode: 'roundRobin' };
  expect(auditDetailText(tr, entry({ action: 'case.assign', detail, people }))).toBe(
    'Atanan danışman: Deniz Kaya · sırayla atama',
  );
  expect(auditDetailText(de, entry({ action: 'case.assign', detail, people }))).toBe(
    'Zuständig: Deniz Kaya · Zuweisung der Reihe nach',
  );
  // An account that is gone: a word for it, not its id.
  expect(auditDetailText(tr, entry({ action: 'case.assign', detail }))).not.toContain(ADVISOR);
});

test('staff changes name the account and the roles; an unknown detail falls back to key: value', () => {
  const people = { [ADVISOR]: { id: ADVISOR, firstName: 'Ayşe', lastName: 'Demir' } };
  const role = entry({
    action: 'staff.role',
    targetType: 'user',
    targetId: ADVISOR,
    detail: { from: 'advisor', to: 'admin' },
    people,
  });
  expect(auditDetailText(tr, role)).toBe('Hesap: Ayşe Demir · Danışman → Yönetici');
  const later = entry({
    action: 'staff.deactivate',
    targetType: 'user',
    targetId: ADVISOR,
    detail: { moved: 3 },
    people,
  });
  expect(auditDetailText(tr, later)).toBe('Hesap: Ayşe Demir · moved: 3');
});

test('document reviews and step changes use the status words of the case page', () => {
  expect(auditDetailText(tr, entry({ action: 'document.review', detail: { decision: 'rejected' } }))).toBe(
    trStaff['documents.status.rejected'],
  );
  expect(
    auditDetailText(de, entry({ action: 'step.status', detail: { step: 'x', status: 'completed', progress: 50 } })),
  ).toBe(`${deStaff['steps.status.completed']} · ${deStaff['steps.percent'].replace('{{value}}', '50')}`);
});

test('refunds, plan changes and messages read as words: an amount in euros, waived or required, nothing raw', () => {
  const refund = entry({
    action: 'payment.refund',
    detail: { refundId: 'r', amountCents: 2500, full: false, packageEnded: false },
  });
  expect(auditDetailText(de, refund)).toMatch(/^25,00\s€ erstattet$/);
  const waived = entry({ action: 'plan.item', detail: { item: 'transcript', waived: true, order: 2 } });
  expect(auditDetailText(tr, waived)).toBe('Belge: transcript · gerekmiyor olarak işaretlendi · sıra: 3');
  const titled = { ...waived, planItemTitle: 'Not dökümü (transkript)' };
  expect(auditDetailText(tr, titled)).toBe('Belge: Not dökümü (transkript) · gerekmiyor olarak işaretlendi · sıra: 3');
  const added = entry({
    action: 'plan.item',
    detail: { item: 'own0123456789ab', title: 'Askerlik durum belgesi', change: 'added' },
    planItemTitle: 'Askerlik durum belgesi',
  });
  expect(auditDetailText(de, added)).toBe(
    `${deStaff['audit.detail.planItem'].replace('{{item}}', 'Askerlik durum belgesi')} · ${deStaff['audit.detail.planItemAdded']}`,
  );
  expect(auditDetailText(tr, entry({ action: 'plan.route', detail: { route: '18b' } }))).toBe('Yol: § 18b');
  expect(auditDetailText(tr, entry({ action: 'case.message', targetType: 'message', detail: {} }))).toBe('');
});

// Issue 28 follow-up: the log said "erlassen" where the plan says "Nicht nötig"; one word for one state.
test("the log names a waived item with the plan's own words, in every language", async () => {
  for (const locale of ['tr', 'en', 'de'] as const) {
    const staff = (await import(`@locales/${locale}/staff.json`)) as { default: Record<string, string> };
    const plan = (await import(`@locales/${locale}/plan.json`)) as { default: Record<string, string> };
    const status = plan.default['status.waived']!.toLocaleLowerCase(locale);
    expect(staff.default['audit.detail.waived']!.toLocaleLowerCase(locale)).toContain(status);
    expect(plan.default['staff.waive']!.toLocaleLowerCase(locale)).toBe(status);
  }
});
