// The printed table of `--scale`: each read against its limit and its target (issue 30: customer reads ≥ 60 % of
// the limit with p99 < 25 ms, staff pages p99 < 50 ms), the slowest statement behind it, then the timed operations.
import { printTable } from './common.mjs';

const TARGET = { customer: { share: 60, p99: 25 }, staff: { share: 0, p99: 50 } };

export function printScale(r) {
  console.log(
    `\n${r.size} customers (seed ${r.seed}), ${r.connections} connections, ${r.seconds} s each; load average at the end ${r.load.join(' / ')}`,
  );
  const rows = {};
  for (const [name, m] of Object.entries(r.reads)) {
    const share = Math.round((100 * m.reqPerSec) / m.limit.reqPerSec);
    const target = TARGET[m.kind];
    const met = share >= target.share && m.p99Ms < target.p99 && !(m.non2xx + m.errors);
    rows[name] = {
      'req/s': m.reqPerSec,
      'limit req/s': m.limit.reqPerSec,
      'of limit': `${share} %`,
      'p50 ms': m.p50Ms,
      'p99 ms': m.p99Ms,
      target: met ? 'met' : 'MISSED',
      'non-2xx': m.non2xx + m.errors || '',
      'slowest stmt ms': m.plans?.[0]?.ms ?? '',
      load: m.load.join('/'),
    };
  }
  if (Object.keys(rows).length) printTable(rows);
  const { job, quiet, during, read, fixedRate, alone } = r.renewal ?? {};
  // Decision 110: the target is judged beside the fixed-rate read; alone and beside a saturating read for context.
  const jobLine = (j) =>
    `${j.due} due, ${j.due - j.left} renewed or ended in ${j.renewedMs === null ? '—' : `${(j.renewedMs / 1000).toFixed(1)} s`} (target < 30 s), job CPU ${j.jobCpuS} s, its database ${j.databaseCpuS} s`;
  const readLine = (q, d) =>
    `${read}: p99 ${q.p99Ms} ms before, ${d.p99Ms} ms during, ${d.reqPerSec} req/s (${d.non2xx + d.errors} failed)`;
  if (fixedRate)
    console.log(
      `renewal beside ${fixedRate.rate} req/s (${fixedRate.rateShare * 100} % of the limit's ${fixedRate.limitReqPerSec}): ${jobLine(fixedRate.job)}; ${readLine(fixedRate.quiet, fixedRate.during)}; load ${fixedRate.load.join('/')}`,
    );
  if (alone) console.log(`renewal alone: ${jobLine(alone.job)}; load ${alone.load.join('/')}`);
  if (r.renewal?.warmUp) console.log(`renewal warm-up run (not judged): ${jobLine(r.renewal.warmUp.job)}`);
  if (job)
    console.log(
      `renewal beside a saturating read (${r.connections} connections): ${jobLine(job)}; ${readLine(quiet, during)}${r.renewal.load ? `; load ${r.renewal.load.join('/')}` : ''}`,
    );
  if (r.export)
    console.log(
      `export of the heaviest customer: ${r.export.status}, first byte ${r.export.firstByteMs} ms, last byte ${r.export.lastByteMs} ms (target < 5 s), ${(r.export.bytes / 1e6).toFixed(1)} MB${r.export.memory ? `; server RSS ${r.export.memory.rssBeforeMb} MB before, peak ${r.export.memory.peakRssMb} MB during` : ''}`,
    );
  if (r.deletion) console.log(`deletion of a heavy customer: ${r.deletion.status} in ${r.deletion.ms} ms`);
  console.log(
    `server: start-up ${r.startupMs} ms on the seeded database; RSS after the reads ${r.memory.rssMb} MB (peak ${r.memory.peakRssMb} MB)`,
  );
}
