// Loaded into the bench's server with `--import` (never into a real one): on SIGUSR2 it writes what the process's
// memory holds to BENCH_MEMORY_OUT — V8's heap by space, memory outside it, the npm packages loaded (decision 090).
import { registerHooks } from 'node:module';
import { writeFileSync } from 'node:fs';
import v8 from 'node:v8';

const packages = new Set();
registerHooks({
  load(url, context, next) {
    const name = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
    if (name) packages.add(name);
    return next(url, context);
  },
});

const mb = (bytes) => Math.round(bytes / 1048576);
process.on('SIGUSR2', () => {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s]));
  writeFileSync(
    process.env.BENCH_MEMORY_OUT,
    JSON.stringify({
      heapCommittedMb: mb(usage.heapTotal),
      heapUsedMb: mb(usage.heapUsed),
      youngGenCommittedMb: mb(spaces.new_space?.space_size ?? 0),
      oldGenCommittedMb: mb(spaces.old_space?.space_size ?? 0),
      codeMb: mb((spaces.code_space?.space_size ?? 0) + (spaces.code_large_object_space?.space_size ?? 0)),
      externalMb: mb(usage.external),
      packages: [...packages].sort(),
    }),
  );
});
