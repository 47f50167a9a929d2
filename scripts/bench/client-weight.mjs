// What a signed-in page's first visit downloads in JavaScript, read from a build folder (no browser, no server):
// the island's component and renderer modules from the page's HTML, then every module they import statically,
// followed to the end. Dynamic imports (a dialog opened later, a lazy island) are counted apart as "later". Sizes are
// those the server sends: the build's pre-compressed `.br` / `.gz` beside each file (decision 029), the raw bytes for
// a file too small to have one. Deterministic, so the build test asserts the budget on it (decision 089).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The budget of issue 30: the shared client runtime of a dashboard or console page, brotli, in bytes. */
export const SIGNED_IN_BUDGET = 110 * 1024;

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;
const ISLAND_URL = /(?:component-url|renderer-url|before-hydration-url)="([^"]+\.js)"/g;
const SCRIPT_SRC = /<script[^>]*\ssrc="(\/[^"]+\.js)"/g;

/** Bytes of one file as raw, gzip and brotli (the variant the server would send, else the raw bytes). */
function sizesOf(file) {
  const raw = statSync(file).size;
  const variant = (ext) => (existsSync(file + ext) ? statSync(file + ext).size : raw);
  return { raw, gz: variant('.gz'), br: variant('.br') };
}

/** Every module reachable from `entries` through static imports; `later` holds dynamic-only ones. */
export function moduleGraph(dist, entries) {
  const now = new Set();
  const dynamic = new Set();
  const visit = (url) => {
    if (now.has(url)) return;
    now.add(url);
    const text = readFileSync(path.join(dist, url), 'utf8');
    const dir = path.posix.dirname(url);
    for (const m of text.matchAll(STATIC_IMPORT)) visit(path.posix.join(dir, m[1]));
    for (const m of text.matchAll(DYNAMIC_IMPORT)) dynamic.add(path.posix.join(dir, m[1]));
  };
  for (const url of entries) visit(url);
  const later = new Set();
  const visitLater = (url) => {
    if (now.has(url) || later.has(url)) return;
    later.add(url);
    const text = readFileSync(path.join(dist, url), 'utf8');
    const dir = path.posix.dirname(url);
    for (const m of [...text.matchAll(STATIC_IMPORT), ...text.matchAll(DYNAMIC_IMPORT)])
      visitLater(path.posix.join(dir, m[1]));
  };
  for (const url of dynamic) visitLater(url);
  return { now: [...now], later: [...later] };
}

const sum = (dist, urls) =>
  urls.reduce(
    (total, url) => {
      const s = sizesOf(path.join(dist, url));
      return { raw: total.raw + s.raw, gz: total.gz + s.gz, br: total.br + s.br };
    },
    { raw: 0, gz: 0, br: 0 },
  );

/** One page's first-visit JavaScript (external modules and inline scripts) and its HTML, in bytes. */
export function pageWeight(dist, route) {
  const htmlFile = path.join(dist, route, 'index.html');
  const html = readFileSync(htmlFile, 'utf8');
  const entries = [...html.matchAll(ISLAND_URL), ...html.matchAll(SCRIPT_SRC)].map((m) => m[1]);
  const { now, later } = moduleGraph(dist, [...new Set(entries)]);
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (n, m) => n + m[1].length,
    0,
  );
  return {
    route,
    js: sum(dist, now),
    modules: now,
    later: sum(dist, later),
    inlineJs: inline,
    html: sizesOf(htmlFile),
  };
}

/** The signed-in routes of a build: every /dashboard/* and /staff/* page in each locale (tr without prefix). */
export function signedInRoutes(dist) {
  const routes = [];
  for (const prefix of ['', 'en/', 'de/'])
    for (const area of ['dashboard', 'staff']) {
      const root = path.join(dist, prefix, area);
      if (!existsSync(root)) continue;
      for (const entry of readdirSync(root, { recursive: true }))
        if (entry === 'index.html' || entry.endsWith(`${path.sep}index.html`))
          routes.push(`/${prefix}${area}/${path.dirname(entry) === '.' ? '' : `${path.dirname(entry)}/`}`);
    }
  return routes.sort();
}

/**
 * The shared client runtime: the modules every signed-in page of an area (dashboard, staff) loads at first visit.
 * This is what issue 30's 110 KB budget is about; a page's own modules come on top.
 */
export function sharedRuntime(dist, pages, area) {
  const of = pages.filter((p) => p.route.replace(/^\/(en|de)\//, '/').startsWith(`/${area}/`));
  const shared = of[0].modules.filter((m) => of.every((p) => p.modules.includes(m)));
  return { area, modules: shared, ...sum(dist, shared) };
}
