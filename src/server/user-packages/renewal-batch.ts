import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '@/server/context';
import { insertJsonRows, rowsOf } from '@/server/db/json-rows';
import { orderedId } from '@/server/db/ordered-id';
import { packages, payments, userPackages } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import { transactionWithEvents } from '@/server/events/publish';
import { announcePayments, type PaidRow } from '@/server/payments/announce-many';
import { allocateReceiptNumbers, succeededPaymentValues } from '@/server/payments/record';
import { currentSellerKey } from '@/server/payments/receipt-seller';
import { bumpRevisions, bumpRevisionsAtEnd } from './package-revs';
import { monthsAfterBoundary } from './periods';
import { claimDue, endingStatus, packageNames, renewOneByOne, shouldRenew, type Typed } from './renewal-rules';

type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

/**
 * The month after the boundary `start` of a contract begun at `anchor`, remembered for the batch: Berlin's calendar
 * costs several `Intl` calls a date (≈ 0.2 ms on a loaded machine), and packages bought in the same second (a
 * migration, the bench) share their dates.
 */
function monthAfter(memo: Map<string, Date>, anchor: Date, start: Date) {
  const key = `${anchor.getTime()}:${start.getTime()}`;
  let end = memo.get(key);
  if (!end) memo.set(key, (end = monthsAfterBoundary(anchor, start, 1)));
  return end;
}

/** Every month due up to `now` (while the test provider takes the payments), and how the package stands after them. */
export function planRenewal(row: Typed, now: Date, testMode: boolean, memo = new Map<string, Date>()) {
  const periods: { start: Date; end: Date }[] = [];
  let current = row;
  while (
    testMode &&
    current.provider !== 'stripe' &&
    current.endDate &&
    current.endDate <= now &&
    shouldRenew(current)
  ) {
    const end = monthAfter(memo, row.startDate, current.endDate);
    periods.push({ start: current.endDate, end });
    current = { ...current, endDate: end };
  }
  const over = current.endDate !== null && current.endDate <= now;
  return { periods, endDate: current.endDate, status: over ? endingStatus(current) : ('active' as const) };
}

/**
 * Moves every planned package to its new end date and status in one statement, each claimed by the end date it was
 * read with (a second caller for the same month changes nothing); answers the ids it changed.
 */
async function applyPlans(tx: Transaction, now: Date, plans: (Claimed & ReturnType<typeof planRenewal>)[]) {
  if (plans.length === 0) return new Set<string>();
  const values = JSON.stringify(
    plans.map((p) => ({ id: p.row.id, old_end: p.row.endDate, new_end: p.endDate, status: p.status })),
  );
  const changed = await tx.execute(sql`
    update ${userPackages} set end_date = v.new_end, status = v.status, updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, old_end timestamptz, new_end timestamptz, status text)
    where ${userPackages.id} = v.id and ${userPackages.endDate} = v.old_end and ${userPackages.status} = 'active'
    returning ${userPackages.id}`);
  return new Set(rowsOf<{ id: string }>(changed).map((row) => row.id));
}

/**
 * One batch in its own short transaction (decisions 091, 100), set-based: the claim, one update of every package,
 * the payments' notifications and receipt mails (composed when sent, so no PDF here), then the receipt numbers in
 * one statement and the payments in one insert (rows as one json parameter), their live events, and last the
 * owners' package and list revisions in one statement (instead of a deferred trigger call per row at commit and a
 * statement trigger per insert, decision 107). A package with
 * a downgrade waiting for this moment (decision 074) changes its steps and price first and goes the one-by-one way.
 * Answers the number of payments and whether the batch was full.
 */
export async function renewBatch(deps: AppDeps, now: Date, testMode: boolean, size: number) {
  return transactionWithEvents(deps, async (tx, emit, atCommit) => {
    await bumpRevisionsAtEnd(tx);
    const due = await claimDue(tx, now, size);
    atCommit((last) =>
      bumpRevisions(
        last,
        due.map((claimed) => claimed.row.userId),
      ),
    );
    const paid: PaidRow[] = [];
    const plans = [];
    const months = new Map<string, Date>();
    for (const claimed of due) {
      const typed: Typed = { ...claimed.row, type: claimed.pkg.type };
      const plan = planRenewal(typed, now, testMode, months);
      if (plan.periods.length > 0 && claimed.row.scheduledPackageId) {
        const [pkg] = await tx.select().from(packages).where(eq(packages.id, claimed.pkg.id));
        paid.push(...(await renewOneByOne(tx, now, typed, pkg!)));
      } else plans.push({ ...claimed, ...plan });
    }
    const changed = await applyPlans(tx, now, plans);
    const charges = plans
      .filter((p) => changed.has(p.row.id))
      .flatMap((p) => p.periods.map((period) => ({ ...p, period })));
    // The payments' ids chosen here, so their announcements are written before the receipt numbers are taken: the
    // counter row (which a second worker and every checkout wait for) is then held only for the payments' insert
    // and the commit (decision 100). Time-ordered ids, so the thousand share the primary key's last pages (decision 110).
    const charged = charges.map((charge) => ({ ...charge, id: orderedId() }));
    paid.push(...charged.map(({ id, user, row }) => ({ id, userId: user.id, amountCents: row.priceCents })));
    await announcePayments(tx, emit, deps.mailer, now, paid);
    const names = await packageNames(tx, [...new Set(charged.map((charge) => charge.pkg.id))]);
    const sellerKey = charged.length > 0 ? await currentSellerKey(tx) : '';
    const numbers = await allocateReceiptNumbers(tx, now, charged.length);
    const values = charged.map(({ id, row, pkg, user, period }, i) => ({
      id,
      ...succeededPaymentValues(
        {
          user,
          pkg: names.get(pkg.id)!,
          userPackageId: row.id,
          checkoutSessionId: null,
          provider: row.provider,
          providerRef: null,
          kind: 'renewal',
          // The period's price as bought: the test provider charges what the package costs.
          amountCents: row.priceCents,
          periodStart: period.start,
          periodEnd: period.end,
          paidAt: now,
        },
        numbers[i]!,
        sellerKey,
      ),
    }));
    if (values.length > 0) await tx.execute(insertJsonRows(payments, values));
    return { paid: paid.length, full: due.length === size };
  });
}
