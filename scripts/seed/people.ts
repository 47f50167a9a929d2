// Who is in the business: customers (each one's whole story derived from its number, see `customer`), 50 advisors
// with weekday hours, one admin; the users rows, onboarding progress and the wizard's lists.
import { emailOf, personName, SCHOOLS, DEPARTMENTS, COMPANIES, POSITIONS } from './names';
import { DAY_MS, rngFor, seqId, TAG } from './random';
import type { Cell } from './loader';
import type { Plan } from './plan';

export const ADVISORS = 50;
export const advisorId = (k: number) => seqId(TAG.staff, k);
export const ADMIN_ID = seqId(TAG.staff, ADVISORS);

export type PackageState = 'none' | 'active' | 'cancelled' | 'expired' | 'completed' | 'failed';

/** One customer's story; the same for the same (seed, i), whichever table asks. */
export function customer(plan: Plan, i: number) {
  const r = rngFor(plan.seed, i, 0);
  const { first, last } = personName(r);
  const heavy = i < plan.heavy;
  const step = heavy
    ? 6
    : r.weighted([
        [0, 4],
        [1, 4],
        [2, 4],
        [3, 4],
        [4, 4],
        [5, 5],
        [6, 75],
      ] as const);
  const completed = step === 6;
  const pkg: PackageState = !completed
    ? 'none'
    : heavy
      ? 'active'
      : r.weighted([
          ['none', 20],
          ['active', 45],
          ['cancelled', 8],
          ['expired', 12],
          ['completed', 12],
          ['failed', 3],
        ] as const);
  return {
    i,
    id: seqId(TAG.user, i),
    first,
    last,
    email: emailOf(first, last, i),
    heavy,
    step,
    completed,
    pkg,
    // A few cases wait in the shared inbox without an advisor.
    advisor: completed && r.chance(0.95) ? r.int(0, ADVISORS - 1) : null,
    createdAt: new Date(plan.now - r.int(2, 900) * DAY_MS - r.int(0, DAY_MS)),
    language: r.weighted([
      ['tr', 80],
      ['en', 12],
      ['de', 8],
    ] as const),
    documents: heavy ? 200 : r.int(4, 20),
    notifications: heavy ? r.int(10_000, 12_000) : r.int(25, 73),
    appointments: heavy ? 40 : completed ? r.int(1, 7) : 0,
    messages: completed ? (heavy ? 300 : r.int(0, 8)) : 0,
  };
}
export type Customer = ReturnType<typeof customer>;

export function* customers(plan: Plan) {
  for (let i = 0; i < plan.customers; i++) yield customer(plan, i);
}

export const USER_COLUMNS = [
  'id',
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'phone',
  'birth_date',
  'gender',
  'marital_status',
  'preferred_language',
  'role',
  'onboarding_completed',
  'email_verified_at',
  'terms_accepted_at',
  'created_at',
  'last_login_at',
  'assigned_advisor_id',
] as const;

export function* userRows(plan: Plan): Generator<Cell[]> {
  const staffSince = new Date(plan.now - 1000 * DAY_MS);
  for (let k = 0; k <= ADVISORS; k++) {
    const { first, last } = personName(rngFor(plan.seed, k, 99));
    const role = k === ADVISORS ? 'admin' : 'advisor';
    yield [
      advisorId(k),
      `${role}-${k}@example.com`,
      plan.passwordHash,
      first,
      last,
      null,
      null,
      null,
      null,
      'tr',
      role,
      true,
      staffSince,
      staffSince,
      staffSince,
      null,
      null,
    ];
  }
  for (const c of customers(plan)) {
    const r = rngFor(plan.seed, c.i, 1);
    const personal = c.step >= 1;
    yield [
      c.id,
      c.email,
      plan.passwordHash,
      c.first,
      c.last,
      personal ? `+90 5${r.int(30, 59)} ${r.int(100, 999)} ${r.int(10, 99)} ${r.int(10, 99)}` : null,
      personal ? `${r.int(1965, 2003)}-0${r.int(1, 9)}-${r.int(10, 28)}` : null,
      personal ? r.pick(['male', 'female', 'other']) : null,
      personal ? r.pick(['single', 'married', 'divorced', 'widowed']) : null,
      c.language,
      'customer',
      c.completed,
      r.chance(0.9) ? c.createdAt : null,
      c.createdAt,
      c.createdAt,
      new Date(plan.now - r.int(0, 60) * DAY_MS),
      c.advisor === null ? null : advisorId(c.advisor),
    ];
  }
}

export function* onboardingRows(plan: Plan): Generator<Cell[]> {
  for (const c of customers(plan)) {
    if (c.step === 0) continue;
    const done = new Date(c.createdAt.getTime() + 3 * DAY_MS);
    yield [c.id, c.step, c.completed ? done : null, c.completed ? done : c.createdAt];
  }
}

/** Education (step 2), work (step 3) and languages (step 4, German among them so completion is honest). */
export function* entryRows(plan: Plan, kind: 'education' | 'work' | 'language'): Generator<Cell[]> {
  const needs = { education: 2, work: 3, language: 4 }[kind];
  for (const c of customers(plan)) {
    if (c.step < needs) continue;
    const r = rngFor(plan.seed, c.i, 2);
    const id = (k: number) => seqId(TAG.entry, c.i * 16 + k);
    if (kind === 'education')
      yield [id(0), c.id, 0, r.pick(SCHOOLS), r.pick(DEPARTMENTS), '2012-09-01', '2016-06-30', false];
    if (kind === 'work' && r.chance(0.8))
      yield [
        id(4),
        c.id,
        0,
        r.pick(COMPANIES),
        r.pick(POSITIONS),
        '2017-02-01',
        null,
        true,
        'Üretim ve bakım planlaması.',
      ];
    if (kind === 'language') {
      yield [id(8), c.id, 0, 'de', r.pick(['A1', 'A2', 'B1', 'B2', 'C1']), r.chance(0.5) ? 'Goethe-Zertifikat' : null];
      yield [id(9), c.id, 1, 'tr', 'Native', null];
    }
  }
}

export const ENTRY_COLUMNS = {
  education: ['id', 'user_id', 'sort_order', 'school', 'department', 'start_date', 'end_date', 'still_studying'],
  work: [
    'id',
    'user_id',
    'sort_order',
    'company',
    'position',
    'start_date',
    'end_date',
    'still_working',
    'description',
  ],
  language: ['id', 'user_id', 'sort_order', 'language', 'level', 'certificate'],
} as const;

/** Mon–Fri 09:00–17:00 for every advisor (what a new advisor gets, decision 019), a few days off ahead. */
export function* workingHourRows(): Generator<Cell[]> {
  for (let k = 0; k < ADVISORS; k++)
    for (let day = 1; day <= 5; day++)
      yield [seqId(TAG.staff, 1000 + k * 8 + day), advisorId(k), day, '09:00', '17:00'];
}
