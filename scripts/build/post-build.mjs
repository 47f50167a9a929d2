// After `astro build`: the build manifest (its id lets open pages notice a new deploy), then brotli and gzip copies
// of every text file beside it, so the server (src/server/static.ts) or a CDN sends compressed bytes without
// compressing on each request. Pure functions of a folder, so tests run them on a folder of their own.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const MANIFEST = 'build-manifest.json';
/** Smaller files gain nothing worth a second request header's size. */
export const MIN_BYTES = 1024;
const TEXT = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest|map)$/;
const VARIANT = /\.(br|gz)$/;

function filesIn(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * `{ buildId, builtAt }`: the id is a hash of every file the build wrote (names and bytes), so rebuilding unchanged
 * sources keeps it and any change in a page, script or style gives a new one.
 */
export function writeBuildManifest(dir) {
  const hash = createHash('sha256');
  for (const file of filesIn(dir)) {
    if (VARIANT.test(file) || path.basename(file) === MANIFEST) continue;
    hash.update(path.relative(dir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  const manifest = { buildId: hash.digest('hex').slice(0, 16), builtAt: new Date().toISOString() };
  writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest)}\n`);
  return manifest;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` (brotli, best quality: done once, at build) and `<file>.gz` (gzip 9) next to each text file of
 * at least MIN_BYTES, keeping a variant only when it is smaller. Returns the bytes before and after, for the log.
 */
export async function precompress(dir) {
  const totals = { files: 0, raw: 0, br: 0 };
  const jobs = filesIn(dir)
    .filter((file) => TEXT.test(file) && statSync(file).size >= MIN_BYTES)
    .map(async (file) => {
      const raw = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      if (br.length < raw.length) writeFileSync(`${file}.br`, br);
      if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      totals.files += 1;
      totals.raw += raw.length;
      totals.br += Math.min(br.length, raw.length);
    });
  await Promise.all(jobs);
  return totals;
}

/** The Astro integration; list it last, after anything that still moves files in `astro:build:done`. */
export const postBuild = {
  name: 'post-build',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const root = fileURLToPath(dir);
      const { buildId } = writeBuildManifest(root);
      const { files, raw, br } = await precompress(root);
      logger.info(
        `build ${buildId}: ${files} text files compressed, ${Math.round(raw / 1024)} KB → ${Math.round(br / 1024)} KB brotli`,
      );
    },
  },
};
