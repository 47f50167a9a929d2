// `npm run bench`: what the landing page costs a visitor, per locale, measured in a real Chromium on a phone-sized
// viewport against a fresh production build served by the real server. JS before scrolling = every script the page
// runs on load; the contact form's React island is `client:visible`, so it only counts once the visitor scrolls.
// Sizes are gzip (what a CDN would send) and raw. `--lighthouse` also runs Lighthouse 13 (mobile) via npx, each
// page `--runs=N` times (default 3), and reports the run with the median LCP: Lighthouse simulates a phone from
// the CPU time it observes, so on a busy machine one run can be off by hundreds of milliseconds.
// `--no-build` reuses the last build in BUILD_DIR.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildDir, printTable, productionBuild, startBuiltServer } from './common.mjs';
import { signedInWeights } from './signed-in.mjs';

const port = Number(process.env.BENCH_PORT ?? 4498);
const base = `http://127.0.0.1:${port}`;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The landing page per locale, and the free tools (their islands wake only on interaction: decision record 025).
const pages = ['/', '/en/', '/de/', '/tools/route-check/', '/tools/chancenkarte/', '/tools/costs/'];
const kb = (bytes) => (bytes / 1024).toFixed(1);
// TCP's initial congestion window (10 segments of 1460 bytes), as Lighthouse's network model has it: an HTML answer
// (headers + brotli body) larger than this costs a phone one more round trip before anything can paint.
const FIRST_ROUND_TRIP = 10 * 1460;

/** Bytes of the page's brotli answer, headers included, as a first visit receives it. */
async function firstTrip(url) {
  const res = await fetch(base + url, { headers: { 'accept-encoding': 'br' } });
  await res.arrayBuffer();
  // fetch hands back the decoded body: the bytes on the wire are the Content-Length.
  const body = Number(res.headers.get('content-length'));
  const headers = [...res.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 'HTTP/1.1 200 OK\r\n'.length + 2);
  return body + headers;
}

productionBuild();
const { dataDir, start } = await startBuiltServer({ port });
const server = await start();

/** Loads a page, records every response body; returns sizes before and after scrolling to the bottom. */
async function measure(browser, url) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const seen = [];
  page.on('response', async (res) => {
    try {
      const body = await res.body();
      seen.push({ url: res.url(), type: res.request().resourceType(), raw: body.length, gz: gzipSync(body).length });
    } catch {
      // redirects and aborted requests have no body
    }
  });
  await page.goto(base + url, { waitUntil: 'networkidle' });
  const html = seen.find((r) => r.type === 'document')?.url;
  const inlineJs = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '').join('\n'),
  );
  const before = [...seen];
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.close();
  const sum = (list, key, type) => list.filter((r) => !type || r.type === type).reduce((n, r) => n + r[key], 0);
  return {
    url,
    html,
    jsBefore: {
      gz: sum(before, 'gz', 'script') + gzipSync(inlineJs).length,
      raw: sum(before, 'raw', 'script') + inlineJs.length,
    },
    jsFiles: before.filter((r) => r.type === 'script').map((r) => new URL(r.url).pathname),
    jsAfter: { gz: sum(seen, 'gz', 'script') + gzipSync(inlineJs).length },
    totalBefore: { gz: sum(before, 'gz'), raw: sum(before, 'raw') },
    totalAfter: { gz: sum(seen, 'gz'), raw: sum(seen, 'raw'), requests: seen.length },
    htmlFirstTrip: await firstTrip(url),
  };
}

function lighthouse(url) {
  const out = path.join(dataDir, `lh-${Date.now()}.json`);
  const result = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@13',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    { env: { ...process.env, CHROME_PATH: executablePath }, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (result.status !== 0)
    return { error: (result.stderr || 'lighthouse failed').trim().split('\n').slice(-3).join(' ') };
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? 0,
  };
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
const rows = [];
for (const url of pages) rows.push(await measure(browser, url));
await browser.close();

console.log(
  `\nLanding page weight (phone viewport; gzip, raw in brackets; KB). The first round trip holds ${FIRST_ROUND_TRIP} B.`,
);
printTable(
  Object.fromEntries(
    rows.map((r) => [
      r.url,
      {
        'JS before scroll': `${kb(r.jsBefore.gz)} (${kb(r.jsBefore.raw)})`,
        'all before scroll': `${kb(r.totalBefore.gz)} (${kb(r.totalBefore.raw)})`,
        'JS after scroll': kb(r.jsAfter.gz),
        'all after scroll': `${kb(r.totalAfter.gz)} (${kb(r.totalAfter.raw)})`,
        requests: r.totalAfter.requests,
        'HTML br + headers': `${r.htmlFirstTrip} B${r.htmlFirstTrip > FIRST_ROUND_TRIP ? ' (> 1 round trip)' : ''}`,
      },
    ]),
  ),
);
console.log('Scripts loaded before scrolling:', [...new Set(rows.flatMap((r) => r.jsFiles))].join(', ') || '(none)');
// The signed-in pages' weight comes from the same build (decision 089; `-- --dashboard` adds Lighthouse signed in).
signedInWeights(path.join(buildDir, 'dist'));

if (process.argv.includes('--lighthouse')) {
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
  console.log(
    `\nLighthouse 13, mobile (scores 0–100; the median-LCP run of ${runs}; load average ${loadavg()[0].toFixed(1)})`,
  );
  const scores = {};
  const failures = [];
  for (const url of pages) {
    const results = Array.from({ length: runs }, () => lighthouse(base + url)).sort(
      (a, b) => (a.lcpMs ?? Infinity) - (b.lcpMs ?? Infinity),
    );
    for (const r of results) if (r.error) failures.push(`${url}: ${r.error}`);
    scores[url] = {
      ...results[Math.floor((runs - 1) / 2)],
      'LCP of each run': results.map((r) => r.lcpMs ?? 'error').join('/'),
    };
  }
  printTable(scores);
  // A Lighthouse run fails now and then on a loaded machine (Chrome not answering in time): say why, keep the rest.
  if (failures.length > 0) console.log(`Lighthouse runs that failed:\n${failures.join('\n')}`);
}
await server.stop();
process.exit(0);
