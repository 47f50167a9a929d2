import { sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/transaction';

/**
 * From here to the end of `tx`, changes of `user_packages` queue no package-revision bump of their own (migration
 * 0028's trigger condition), nor do inserts of payments and notifications bump the customers' list revisions
 * (migration 0031, decision 107): the caller bumps every owner it touched with `bumpRevisions` before it commits.
 */
export async function bumpRevisionsAtEnd(tx: Transaction) {
  await tx.execute(
    sql`select set_config('portal.package_revs', 'by-caller', true), set_config('portal.customer_list_revs', 'by-caller', true)`,
  );
}

/**
 * What the triggers do (decision 061: a number per user, so `GET /api/user-packages` knows its kept answer is stale;
 * decision 103: one for the customer's documents, payments, appointments and notifications), for many users in one
 * statement — in user-id order, the customers' list revisions first and then their package revisions, as a payment's
 * statement trigger and the deferred package trigger at commit take them in a checkout; called as the transaction's
 * last statement (after its live events' lock), where deferred triggers take these rows at commit.
 */
export async function bumpRevisions(tx: Transaction, userIds: string[]) {
  if (userIds.length === 0) return;
  await tx.execute(sql`
    with lists as (
      insert into customer_list_revisions (user_id, rev)
      select id, 1 from users where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))
      order by id
      on conflict (user_id) do update set rev = customer_list_revisions.rev + 1
      returning user_id)
    insert into package_revisions (user_id, rev)
    select user_id, 1 from lists order by user_id
    on conflict (user_id) do update set rev = package_revisions.rev + 1`);
}
