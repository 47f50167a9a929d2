// Where a CPU profile's samples fall (profile.mjs, decision 111): by package or by folder of ours (through the
// bundle's source maps), the functions with the most self time, and the functions with the most time including
// what they call. Shares are of the busy samples (idle left out). Also `node profile-summary.mjs <file.cpuprofile>`.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

const maps = new Map();
/** The source map of a bundled file (main.mjs or a chunk), or null. */
function mapOf(url) {
  if (!url.startsWith('file://')) return null;
  if (!maps.has(url)) {
    const file = `${fileURLToPath(url)}.map`;
    maps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(url);
}

/** The original source of a frame: "node_modules/hono/dist/…:12" or "src/server/…:40", else the URL. */
function sourceOf({ url, lineNumber, columnNumber }) {
  const map = mapOf(url);
  const at = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  if (!at?.source) return url;
  const source = at.source.replace(/^(\.\.\/)+/, '');
  return `${source}:${at.line}`;
}

/** The group of a source: a package, a folder of ours, Node's own modules. */
function groupOf(source, name) {
  if (name === '(garbage collector)') return 'GC';
  if (name === '(program)') return '(program: native, outside JS)';
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  // drizzle-orm's own maps name its sources ../src/…: they come out as node_modules/src/….
  if (pkg) return pkg[1] === 'src' ? 'drizzle-orm' : pkg[1];
  const ours = /src\/(server\/[^/:]+|lib\/[^/:]+)/.exec(source);
  if (ours) return `ours: ${ours[1].replace(/\.ts$/, '')}`;
  if (source.startsWith('node:')) return 'node: internals';
  return null;
}

const share = (count, total) => Math.round((1000 * count) / total) / 10;
const top = (counts, total, n) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, count]) => ({ key, pct: share(count, total) }));

export function summarise(profile, n = 30) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const info = new Map();
  const frameOf = (id) => {
    if (!info.has(id)) {
      const { callFrame } = byId.get(id);
      const source = sourceOf(callFrame);
      const name = callFrame.functionName || '(anonymous)';
      info.set(id, { key: `${name} ${source}`, group: groupOf(source, name), name });
    }
    return info.get(id);
  };
  const groups = new Map();
  const self = new Map();
  const inclusive = new Map();
  let busy = 0;
  for (const id of profile.samples) {
    const frame = frameOf(id);
    if (frame.name === '(idle)') continue;
    busy++;
    self.set(frame.key, (self.get(frame.key) ?? 0) + 1);
    // A native frame (a builtin, a binding) counts for the nearest caller with a source.
    let group = frame.group;
    for (let up = parent.get(id); !group && up !== undefined; up = parent.get(up)) group = frameOf(up).group;
    group ??= '(native, no caller)';
    groups.set(group, (groups.get(group) ?? 0) + 1);
    const seen = new Set();
    for (let up = id; up !== undefined; up = parent.get(up)) seen.add(frameOf(up).key);
    for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
  }
  return {
    samples: profile.samples.length,
    busy,
    groups: top(groups, busy, n),
    self: top(self, busy, n),
    inclusive: top(inclusive, busy, 2 * n),
  };
}

/** `cpuUs`: the server's CPU per request in the window; each share is then also shown as µs per request. */
export function printSummary(summary, cpuUs) {
  console.log(`busy samples ${summary.busy} of ${summary.samples}`);
  const us = (pct) => (cpuUs ? `${String(Math.round((pct * cpuUs) / 100)).padStart(5)} µs` : '');
  for (const [title, rows] of [
    ['by group', summary.groups],
    ['self', summary.self],
    ['inclusive', summary.inclusive],
  ]) {
    console.log(`-- ${title}`);
    for (const { key, pct } of rows) console.log(`${String(pct).padStart(6)} % ${us(pct)}  ${key}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  printSummary(summarise(JSON.parse(readFileSync(process.argv[2], 'utf8'))));
