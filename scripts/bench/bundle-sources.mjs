// Where a set of client modules' bytes come from, by package (react-dom, i18next, zod, …) or by source folder
// (src/lib/stores, src/islands/shared, …): each generated character is charged to the source its source map names,
// and a package's share of the brotli size is its share of the raw bytes (compression ratios differ a little per
// package; the totals are exact). Needs a build made with CLIENT_SOURCEMAPS=1 (astro.config.mjs).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** `node_modules/@scope/name/…` → `@scope/name`; `src/lib/stores/x.ts` → `src/lib/stores`; `zod/v4/mini` kept apart. */
export function ownerOf(source) {
  const clean = source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 13).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    if (name === 'zod') return `zod (${parts.slice(1, -1).join('/') || '.'})`;
    return name;
  }
  const parts = clean.split('/');
  return parts.slice(0, Math.min(3, parts.length - 1)).join('/') || clean;
}

/** Raw bytes per owner for one built module, or null when the build has no map for it. */
function bytesByOwner(file) {
  if (!existsSync(`${file}.map`)) return null;
  const code = readFileSync(file, 'utf8').split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const owners = new Map();
  let last = null;
  consumer.eachMapping((m) => {
    if (last && last.generatedLine === m.generatedLine) {
      const n = m.generatedColumn - last.generatedColumn;
      owners.set(last.owner, (owners.get(last.owner) ?? 0) + n);
    } else if (last) {
      const n = (code[last.generatedLine - 1] ?? '').length - last.generatedColumn;
      owners.set(last.owner, (owners.get(last.owner) ?? 0) + n);
    }
    last = {
      generatedLine: m.generatedLine,
      generatedColumn: m.generatedColumn,
      owner: m.source ? ownerOf(m.source) : '(glue)',
    };
  });
  if (last) {
    const n = (code[last.generatedLine - 1] ?? '').length - last.generatedColumn;
    owners.set(last.owner, (owners.get(last.owner) ?? 0) + n);
  }
  return owners;
}

/** `{ owner: { raw, br } }` over the modules, with `br` apportioned from each module's brotli file. */
export function bundleSources(dist, modules) {
  const total = {};
  for (const url of modules) {
    const file = path.join(dist, url);
    const owners = bytesByOwner(file) ?? new Map([[`(no map) ${url}`, readFileSync(file).length]]);
    const raw = [...owners.values()].reduce((a, b) => a + b, 0) || 1;
    const br = existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : readFileSync(file).length;
    for (const [owner, n] of owners) {
      total[owner] ??= { raw: 0, br: 0 };
      total[owner].raw += n;
      total[owner].br += (n / raw) * br;
    }
  }
  return Object.fromEntries(Object.entries(total).sort((a, b) => b[1].br - a[1].br));
}
