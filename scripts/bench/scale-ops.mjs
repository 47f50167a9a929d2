// The single timed operations of `--scale`: the packages the renewal job finds due (the job itself is timed in
// scale-renewal-run.mjs), one heavy customer's data export (time to first and last byte), and the deletion of a
// heavy customer's account.
import { writeFileSync } from 'node:fs';
import { memoryOf } from './common.mjs';

/**
 * The packages due for the renewal run (decision 100). `seeded`: every active monthly package of the seed falls due
 * now (26,737 renew at 100k, the figure of decision 091). `all` or a number `n`: every customer, or the first `n` (those with an
 * active monthly package first) each get one — their own package made an active monthly one of a monthly catalog
 * entry (their only package in the seed), or a new one bought a month ago — and all of them fall due, so the run
 * covers `n` packages, e.g. every one of the 100,000 customers. Due to the second: the job claims a row by its
 * exact end date, as the app writes it in milliseconds (a microsecond value would never match and the row would
 * end instead); spread over the last hour, second by second, as a job that had not run for a while would find them.
 * `run`: the how-manieth run on this copy (decision 110), added in milliseconds, so a later run's periods never start
 * at an earlier run's (the unique paid period per package) however the customers fall on the hour's seconds.
 */
export async function makeDue(sql, packages, run = 0) {
  if (packages === 'seeded') {
    await sql`update user_packages set end_date = date_trunc('second', now()) - interval '1 hour' + ${run}::float8 * interval '1 millisecond'
      where status = 'active' and monthly`;
    return;
  }
  await sql.begin(async (tx) => {
    // The owners' package revisions bumped once at the end, as the job does (migration 0028), not per row.
    await tx`select set_config('portal.package_revs', 'by-caller', true)`;
    await tx`create temporary table due_users on commit drop as
      select u.id as user_id, row_number() over (order by (m.id is null), u.id) as n,
        coalesce(m.id, (select p.id from user_packages p where p.user_id = u.id order by p.created_at desc limit 1))
          as package_id
      from users u left join user_packages m on m.user_id = u.id and m.status = 'active' and m.monthly
      where u.role = 'customer' order by (m.id is null), u.id limit ${packages === 'all' ? null : Number(packages)}`;
    // The monthly catalog entries, taken in turn (their terms: 3 and 6 months, and unlimited).
    await tx`create temporary table monthly_entries on commit drop as
      select id, price_cents, duration_months, row_number() over (order by sort_order, id) - 1 as i,
        count(*) over () as of from packages where type = 'monthly' and retired_at is null`;
    const start = tx`date_trunc('second', now()) - interval '1 hour' - (d.n % 3600) * interval '1 second'
      + ${run}::float8 * interval '1 millisecond'`;
    // Another customer's active monthly package (not in the run) stays active, a month ahead.
    await tx`update user_packages set end_date = date_trunc('second', now()) + interval '1 month'
      where status = 'active' and monthly and user_id not in (select user_id from due_users)`;
    await tx`update user_packages p set package_id = e.id, monthly = true, status = 'active', auto_renew = true,
        price_cents = e.price_cents, completed_at = null, cancel_at = null, cancelled_at = null,
        scheduled_package_id = null, start_date = ${start} - interval '1 month',
        term_end_date = ${start} - interval '1 month' + make_interval(months => e.duration_months), updated_at = now()
      from due_users d, monthly_entries e
      where p.id = d.package_id and e.i = d.n % e.of and not (p.status = 'active' and p.monthly)`;
    await tx`insert into user_packages (user_id, package_id, checkout_session_id, provider, status, start_date,
        end_date, term_end_date, price_cents, auto_renew, monthly, created_at, updated_at)
      select d.user_id, e.id, gen_random_uuid(), 'test', 'active', ${start} - interval '1 month', ${start},
        ${start} - interval '1 month' + make_interval(months => e.duration_months), e.price_cents, true, true,
        ${start} - interval '1 month', now()
      from due_users d, monthly_entries e where d.package_id is null and e.i = d.n % e.of`;
    // Every package of the run due now; one whose term is paid to the end gets a month more of it.
    await tx`update user_packages p set end_date = ${start},
        term_end_date = case when term_end_date is not null then greatest(term_end_date, ${start} + interval '1 month') end
      from due_users d where p.user_id = d.user_id and p.status = 'active' and p.monthly`;
    await tx`insert into package_revisions (user_id, rev) select user_id, 1 from due_users order by user_id
      on conflict (user_id) do update set rev = package_revisions.rev + 1`;
  });
  await sql`analyze user_packages`;
}

/**
 * `child` (the server process): its resident memory before and at its peak during the export — the peak counter
 * (VmHWM) is reset first through /proc/<pid>/clear_refs, so the peak is the export's, not the start-up's.
 */
export async function exportRun(base, user, password, child) {
  if (child) writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
  const before = child && memoryOf(child);
  const started = performance.now();
  const res = await fetch(`${base}/api/profile/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  let firstByteMs = null;
  let bytes = 0;
  for await (const chunk of res.body) {
    firstByteMs ??= Math.round(performance.now() - started);
    bytes += chunk.length;
  }
  const lastByteMs = Math.round(performance.now() - started);
  const memory = child && { rssBeforeMb: before.rssMb, peakRssMb: memoryOf(child).peakRssMb };
  return { status: res.status, firstByteMs, lastByteMs, bytes, memory };
}

export async function deletionRun(base, user) {
  const started = performance.now();
  const res = await fetch(`${base}/api/profile`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${user.token}` },
  });
  await res.arrayBuffer();
  return { status: res.status, ms: Math.round(performance.now() - started) };
}
