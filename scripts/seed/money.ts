// What customers bought and paid: one package each (or none), its steps, the checkout, the purchase and monthly
// renewals with gap-free receipt numbers per year, some failed charges and refunds with credit notes.
import { DAY_MS, rngFor, seqId, TAG } from './random';
import { ADMIN_ID, customer, type Customer } from './people';
import type { CatalogEntry, Plan } from './plan';

const addMonths = (date: Date, months: number) => {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

/** Receipt numbers `2026-000042`, counted per year in the order the customers are written. */
export type Counters = Map<number, number>;
const receipt = (counters: Counters, at: Date) => {
  const year = at.getUTCFullYear();
  const next = (counters.get(year) ?? 0) + 1;
  counters.set(year, next);
  return `${year}-${String(next).padStart(6, '0')}`;
};

export function purchases(plan: Plan, c: Customer, counters: Counters) {
  if (c.pkg === 'none') return null;
  const r = rngFor(plan.seed, c.i, 3);
  const pkg: CatalogEntry = c.heavy
    ? plan.catalog.monthly[0]!
    : r.chance(0.8)
      ? r.pick(plan.catalog.monthly)
      : plan.catalog.oneTime;
  const monthly = pkg.type === 'monthly';
  const ageMonths = Math.max(1, Math.floor((plan.now - c.createdAt.getTime()) / (30 * DAY_MS)));
  const term = pkg.durationMonths ?? 24;
  // Active packages end within the next four weeks; about 3 % are already due (the renewal job has work).
  const active = c.pkg === 'active';
  const periods = monthly ? Math.max(1, Math.min(r.int(1, term), ageMonths - (active ? 0 : 1))) : 1;
  const end = active
    ? new Date(plan.now + (r.chance(0.03) ? -r.int(1, 47) : r.int(1, 27 * 24)) * 3_600_000)
    : new Date(plan.now - r.int(1, 25) * DAY_MS);
  const start = addMonths(end, -periods);
  const id = seqId(TAG.userPackage, c.i);
  const checkoutId = seqId(TAG.checkout, c.i);
  const payments: {
    id: string;
    kind: string;
    status: string;
    amount: number;
    refunded: number;
    receipt: string | null;
    from: Date;
    to: Date;
  }[] = [];
  for (let p = 0; p < periods; p++) {
    const from = addMonths(start, p);
    const refunded = r.chance(0.03) ? (r.chance(0.5) ? pkg.priceCents : Math.round(pkg.priceCents / 2)) : 0;
    const status = refunded === pkg.priceCents ? 'refunded' : refunded ? 'partially_refunded' : 'succeeded';
    payments.push({
      id: seqId(TAG.payment, c.i * 64 + p),
      kind: p === 0 ? 'purchase' : 'renewal',
      status,
      amount: pkg.priceCents,
      refunded,
      receipt: receipt(counters, from),
      from,
      to: addMonths(from, 1),
    });
  }
  if (c.pkg === 'failed')
    payments.push({
      id: seqId(TAG.payment, c.i * 64 + 63),
      kind: 'renewal',
      status: 'failed',
      amount: pkg.priceCents,
      refunded: 0,
      receipt: null,
      from: end,
      to: addMonths(end, 1),
    });
  const status = c.pkg === 'failed' ? 'expired' : c.pkg;
  const bought = {
    id,
    checkoutId,
    pkg,
    monthly,
    status,
    start,
    end: monthly ? end : null,
    termEnd: pkg.durationMonths ? addMonths(start, pkg.durationMonths) : null,
    autoRenew: monthly && c.pkg !== 'cancelled',
    cancelledAt: c.pkg === 'cancelled' ? new Date(end.getTime() - 10 * DAY_MS) : null,
    completedAt: c.pkg === 'completed' ? end : null,
    stepsDone: c.pkg === 'completed' ? pkg.steps.length : r.int(0, pkg.steps.length - 1),
  };
  return { bought, payments };
}

export function* packageTables(plan: Plan, table: string) {
  const counters: Counters = new Map();
  const name = (c: Customer) => `${c.first} ${c.last}`;
  for (let i = 0; i < plan.customers; i++) {
    const c = customer(plan, i);
    const got = purchases(plan, c, counters);
    if (!got) continue;
    const { bought: b, payments } = got;
    const updated = new Date(Math.min(plan.now, b.start.getTime() + DAY_MS));
    if (table === 'checkout_sessions')
      yield [
        b.checkoutId,
        c.id,
        b.pkg.id,
        'test',
        null,
        `/checkout/test/${b.checkoutId}`,
        'complete',
        b.pkg.priceCents,
        'EUR',
        c.language,
        'purchase',
        null,
        new Date(b.start.getTime() + 3_600_000),
        b.start,
        b.start,
        b.start,
      ];
    if (table === 'user_packages')
      yield [
        b.id,
        c.id,
        b.pkg.id,
        b.checkoutId,
        payments[0]!.receipt,
        'test',
        b.status,
        b.start,
        b.end,
        b.termEnd,
        b.pkg.priceCents,
        b.autoRenew,
        b.monthly,
        b.cancelledAt,
        Math.round((100 * b.stepsDone) / b.pkg.steps.length),
        b.completedAt,
        b.start,
        updated,
      ];
    if (table === 'user_package_steps')
      for (const [k, step] of b.pkg.steps.entries())
        yield [
          seqId(TAG.step, c.i * 32 + k),
          b.id,
          k,
          step.key,
          step.title,
          step.required,
          k < b.stepsDone ? 'completed' : k === b.stepsDone ? 'in_progress' : 'not_started',
          k < b.stepsDone ? updated : null,
          updated,
        ];
    if (table === 'payments')
      for (const p of payments) {
        const ok = p.status !== 'failed';
        yield [
          p.id,
          c.id,
          b.pkg.id,
          b.id,
          p.kind === 'purchase' ? b.checkoutId : null,
          'test',
          null,
          p.kind,
          p.status,
          p.amount,
          p.refunded,
          'EUR',
          ok ? null : 'card_declined',
          p.receipt,
          ok ? name(c) : null,
          ok ? c.email : null,
          ok ? b.pkg.names : null,
          p.from,
          p.to,
          ok ? p.from : null,
          p.from,
        ];
      }
    if (table === 'refunds')
      for (const p of payments.filter((x) => x.refunded > 0))
        yield [
          seqId(TAG.refund, Number.parseInt(p.id.slice(-12), 16)),
          p.id,
          p.refunded,
          'Müşteri talebi',
          `${p.receipt}-G1`,
          null,
          false,
          ADMIN_ID,
          new Date(p.from.getTime() + 2 * DAY_MS),
        ];
  }
  if (table === 'receipt_counters') for (const [year, last] of counters) yield [year, last];
}

export const MONEY_COLUMNS = {
  checkout_sessions: [
    'id',
    'user_id',
    'package_id',
    'provider',
    'provider_session_id',
    'url',
    'status',
    'amount_cents',
    'currency',
    'locale',
    'purpose',
    'user_package_id',
    'expires_at',
    'completed_at',
    'created_at',
    'start_early_at',
  ],
  user_packages: [
    'id',
    'user_id',
    'package_id',
    'checkout_session_id',
    'contract_number',
    'provider',
    'status',
    'start_date',
    'end_date',
    'term_end_date',
    'price_cents',
    'auto_renew',
    'monthly',
    'cancelled_at',
    'progress',
    'completed_at',
    'created_at',
    'updated_at',
  ],
  user_package_steps: [
    'id',
    'user_package_id',
    'position',
    'key',
    'title',
    'required',
    'status',
    'completed_at',
    'updated_at',
  ],
  payments: [
    'id',
    'user_id',
    'package_id',
    'user_package_id',
    'checkout_session_id',
    'provider',
    'provider_ref',
    'kind',
    'status',
    'amount_cents',
    'refunded_cents',
    'currency',
    'failure_code',
    'receipt_number',
    'customer_name',
    'customer_email',
    'package_name',
    'period_start',
    'period_end',
    'paid_at',
    'created_at',
  ],
  refunds: [
    'id',
    'payment_id',
    'amount_cents',
    'reason',
    'credit_note_number',
    'provider_ref',
    'kept_package',
    'created_by',
    'created_at',
  ],
  receipt_counters: ['year', 'last'],
} as const;
