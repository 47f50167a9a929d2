import { sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/transaction';

/**
 * From here to the end of `tx`, changes of `user_packages` queue no revision bump of their own (migration 0028's
 * trigger condition): the caller bumps every owner it touched with `bumpPackageRevisions` before it commits.
 */
export async function bumpPackageRevisionsAtEnd(tx: Transaction) {
  await tx.execute(sql`select set_config('portal.package_revs', 'by-caller', true)`);
}

/**
 * What the deferred trigger does per row (decision 061: a number per user, so `GET /api/user-packages` knows its
 * kept answer is stale), for many users in one statement — in user-id order, and called as the transaction's last
 * statement (after its live events' lock), in the order every deferred trigger takes these rows at commit.
 */
export async function bumpPackageRevisions(tx: Transaction, userIds: string[]) {
  if (userIds.length === 0) return;
  await tx.execute(sql`
    insert into package_revisions (user_id, rev)
    select id, 1 from users where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))
    order by id
    on conflict (user_id) do update set rev = package_revisions.rev + 1`);
}
