import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A built page as Astro writes one: an inline script (hashed into the CSP) and, for app shells, `noindex`. */
export const page = (title: string, options: { noindex?: boolean; filler?: number } = {}) =>
  `<!doctype html><html><head>${options.noindex ? '<meta name="robots" content="noindex">' : ''}<title>${title}</title></head>` +
  `<body>${title}<p>${'Almanya kariyer portalı. '.repeat(options.filler ?? 0)}</p><script>1</script></body></html>`;

/** Writes `{ 'path/in/dist': contents }` into a new temporary folder shaped like `dist/`; returns its path. */
export function writeDist(files: Record<string, string | Buffer>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), body);
  }
  return dist;
}
