// `npm run bench -- --dashboard`: the signed-in client's weight (every /dashboard/* and /staff/* page, tr/en/de,
// and the shared runtime against issue 30's 110 KB budget) and Lighthouse 13 mobile on /dashboard signed in
// (`--runs=N`, default 3; the median-LCP run). `--no-build` reuses the last build in BUILD_DIR. JSON goes to
// bench/results/. Re-run on a quiet machine: `BENCH_PORT=4535 BUILD_DIR=.build/bench npm run bench -- --dashboard`.
// `--verified`: the customer has confirmed the e-mail address (no banner: the largest paint is then the static
// intro, decision 095); without it the banner, shown only after the session check, is the largest element.
import { loadavg } from 'node:os';
import path from 'node:path';
import { buildDir, printTable, productionBuild, startBuiltServer } from './common.mjs';
import { saveResults, signedInLighthouse, signedInWeights } from './signed-in.mjs';

const port = Number(process.env.BENCH_PORT ?? 4498);
const base = `http://127.0.0.1:${port}`;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const verified = process.argv.includes('--verified');

productionBuild();
const weights = signedInWeights(path.join(buildDir, 'dist'));
const { start, dataDir } = await startBuiltServer({ port });
const server = await start();
const outboxDir = verified ? path.join(dataDir, 'outbox') : undefined;
const lighthouse = { verified, ...(await signedInLighthouse({ base, runs, executablePath, outboxDir })) };
console.log(
  `\nLighthouse 13, mobile (median-LCP run of ${runs}; load average ${loadavg()[0].toFixed(1)}); the landing page, run
beside it, is the reference of the same moment`,
);
const row = ({ errors: _e, finalUrl: _u, lcpOfEachRun, ...r }) => ({ ...r, 'LCP of each run': lcpOfEachRun.join('/') });
printTable({
  [`${lighthouse.route} signed in${verified ? ' (address confirmed)' : ''}`]: row(lighthouse.signedIn),
  '/ (landing)': row(lighthouse.landing),
});
if (lighthouse.signedIn.lcpMs && lighthouse.landing.lcpMs)
  console.log(`LCP /dashboard ÷ landing: ${(lighthouse.signedIn.lcpMs / lighthouse.landing.lcpMs).toFixed(2)}`);
const errors = [...lighthouse.signedIn.errors, ...lighthouse.landing.errors];
if (errors.length > 0) console.log(`Lighthouse runs that failed:\n${errors.join('\n')}`);
saveResults('dashboard', { weights, lighthouse });
await server.stop();
process.exit(0);
