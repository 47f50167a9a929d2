// The signed-in side of the bench (issue 30, decision 089): what each /dashboard/* and /staff/* page loads in
// JavaScript on a first visit (read from the build, see client-weight.mjs), and Lighthouse 13 mobile on /dashboard
// as a signed-in, onboarded customer. The login is scripted: register and finish the onboarding through the API,
// write the tokens into localStorage (where the app keeps them) of a Chromium profile, then let Lighthouse drive that
// same Chromium over its debugging port with `--disable-storage-reset`, so the page loads signed in.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { pageWeight, sharedRuntime, SIGNED_IN_BUDGET, signedInRoutes } from './client-weight.mjs';
import { printTable, waitFor } from './common.mjs';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const bare = (route) => route.replace(/^\/(en|de)\//, '/');

/** Prints the weight of every signed-in page (tr/en/de) and of the shared runtime; returns them for the JSON. */
export function signedInWeights(dist) {
  const pages = signedInRoutes(dist).map((route) => pageWeight(dist, route));
  const rows = {};
  for (const p of pages) {
    const row = (rows[bare(p.route)] ??= {});
    const locale = p.route.match(/^\/(en|de)\//)?.[1] ?? 'tr';
    row[`${locale} br`] = kb(p.js.br);
    if (locale === 'tr') Object.assign(row, { 'tr gzip': kb(p.js.gz), 'tr raw': kb(p.js.raw) });
    row['later br'] = kb(p.later.br);
    row['HTML br'] = kb(p.html.br);
  }
  const shared = ['dashboard', 'staff'].map((area) => sharedRuntime(dist, pages, area));
  console.log('\nSigned-in pages: JavaScript of a first visit (KB; brotli as sent, gzip, raw; "later" = on demand)');
  printTable(rows);
  printTable(
    Object.fromEntries(
      shared.map((s) => [
        `shared runtime /${s.area}/*`,
        { brotli: kb(s.br), gzip: kb(s.gz), raw: kb(s.raw), modules: s.modules.length, budget: kb(SIGNED_IN_BUDGET) },
      ]),
    ),
  );
  return { pages: pages.map(({ modules: _m, ...p }) => p), shared, budgetBytes: SIGNED_IN_BUDGET };
}

/**
 * A customer past the onboarding gate, signed in through the API (preferring `locale`): the token pair as the app
 * stores it. With `outboxDir` (the server's DATA_DIR/outbox) the address is confirmed through the welcome mail's
 * link, so the dashboard shows no e-mail banner (`--verified`, decision 095).
 */
export async function onboardedCustomer(base, locale = 'tr', { outboxDir } = {}) {
  const { completeOnboarding } = await tsImport('../../src/server/test/onboarding.ts', import.meta.url);
  const email = `bench-${Date.now()}@example.com`;
  const register = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: JSON.stringify({ firstName: 'Ayşe', lastName: 'Yılmaz', email, password: 'Guclu1234', acceptTerms: true }),
  });
  if (register.status !== 201) throw new Error(`register: ${register.status} ${await register.text()}`);
  const { data } = await register.json();
  const api = async (method, url, { token, json, body } = {}) => {
    const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {});
    if (json !== undefined) headers.set('content-type', 'application/json');
    return fetch(base + url, { method, headers, body: json === undefined ? body : JSON.stringify(json) });
  };
  await completeOnboarding({ api }, data.access_token);
  if (outboxDir) {
    const { findMails, linkIn } = await tsImport('../../src/server/test/eml.ts', import.meta.url);
    const [welcome] = await findMails(outboxDir, (mail) => mail.to.includes(email) && /verify-email/.test(mail.text));
    if (!welcome) throw new Error(`no welcome mail for ${email} in ${outboxDir}`);
    const verified = await api('POST', '/api/auth/verify-email', {
      json: { token: linkIn(welcome, '/verify-email').token },
    });
    if (verified.status !== 200) throw new Error(`verify-email: ${verified.status} ${await verified.text()}`);
  }
  return { access_token: data.access_token, refresh_token: data.refresh_token };
}

function runLighthouse(url, debugPort, out) {
  const result = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@13',
      url,
      '--quiet',
      `--port=${debugPort}`,
      '--disable-storage-reset',
      // The live event stream (GET /api/events) stays open for as long as the page does, so the page would never
      // look loaded: it is refused, and the page polls instead, as it does behind a proxy that buffers streams.
      '--blocked-url-patterns=*/api/events*',
      '--max-wait-for-load=30000',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (result.status !== 0)
    return { error: (result.stderr || 'lighthouse failed').trim().split('\n').slice(0, 4).join(' ') };
  const report = JSON.parse(readFileSync(out, 'utf8'));
  // LIGHTHOUSE_KEEP=<folder> keeps each full report, to see what the LCP waited for.
  if (process.env.LIGHTHOUSE_KEEP) copyFileSync(out, path.join(process.env.LIGHTHOUSE_KEEP, path.basename(out)));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? 0;
  return {
    finalUrl: report.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
  };
}

/** The debugging port Chromium chose, read from its profile once it has written it. */
async function activePort(profile, child, timeoutMs = 120_000) {
  const file = path.join(profile, 'DevToolsActivePort');
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
    if (existsSync(file)) {
      const port = Number(readFileSync(file, 'utf8').split('\n')[0]);
      if (port > 0) return port;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Chromium wrote no DevToolsActivePort within ${timeoutMs / 1000} s`);
}

/**
 * Lighthouse mobile on `route` signed in, `runs` times; returns the run with the median LCP (a loaded machine
 * skews single runs) and every run's LCP. A run that ends anywhere but on the page (a redirect to /login or
 * /onboarding) counts as an error: it would measure another page.
 */
export async function signedInLighthouse({ base, route = '/dashboard', runs = 3, executablePath, outboxDir }) {
  const tokens = await onboardedCustomer(base, 'tr', { outboxDir });
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
  // A Chromium of our own (not Playwright's, which holds new tabs for itself): Playwright only connects over CDP to
  // write the tokens into the default profile's localStorage, then lets go; Lighthouse then drives the same browser.
  const browserProcess = spawn(
    executablePath,
    [
      '--headless=new',
      // Port 0: Chromium takes a free port and writes it to DevToolsActivePort (a fixed one may be another bench's).
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    const debugPort = await activePort(profile, browserProcess);
    await waitFor(`http://127.0.0.1:${debugPort}/json/version`, browserProcess);
    /** Writes the token pair into the profile's localStorage for the app's origin, or clears it (`null`). */
    const storeTokens = async (pair) => {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
      const page = await cdp.contexts()[0].newPage();
      await page.goto(`${base}/api/health`);
      await page.evaluate((p) => {
        if (!p) return localStorage.clear();
        localStorage.setItem('access_token', p.access_token);
        localStorage.setItem('refresh_token', p.refresh_token);
      }, pair);
      await page.close();
      await cdp.close();
    };
    await storeTokens(tokens);
    // The landing page (static, decision 057) runs after /dashboard as the reference of the same moment: a loaded
    // machine slows both, so their ratio says more than either figure. It runs signed out (the tokens cleared
    // first): a signed-in visitor is sent on to /dashboard.
    const pick = (target) => {
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        const r = runLighthouse(
          base + target,
          debugPort,
          path.join(profile, `lh-${target.replace(/\W/g, '') || 'landing'}-${i}.json`),
        );
        if (!r.error && new URL(r.finalUrl).pathname.replace(/\/$/, '') !== target.replace(/\/$/, ''))
          r.error = `ended on ${r.finalUrl}`;
        results.push(r);
      }
      results.sort((a, b) => (a.error ? 1 : 0) - (b.error ? 1 : 0) || a.lcpMs - b.lcpMs);
      const ok = results.filter((r) => !r.error);
      return {
        ...(ok[Math.floor((ok.length - 1) / 2)] ?? {}),
        lcpOfEachRun: results.map((r) => r.lcpMs ?? 'error'),
        errors: results.filter((r) => r.error).map((r) => r.error),
      };
    };
    const signedIn = pick(route);
    await storeTokens(null);
    return { route, loadAverage: loadavg()[0], signedIn, landing: pick('/') };
  } finally {
    browserProcess.kill();
    await new Promise((resolve) => browserProcess.once('exit', resolve));
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Writes the run's figures to bench/results/<name>-<time>.json and says where. */
export function saveResults(name, data) {
  mkdirSync('bench/results', { recursive: true });
  const when = new Date().toISOString();
  const file = path.join('bench/results', `${name}-${when.slice(0, 19).replace(/:/g, '')}.json`);
  writeFileSync(file, `${JSON.stringify({ when, loadAverage: loadavg(), ...data }, null, 2)}\n`);
  console.log(`\nResults: ${file}`);
}
