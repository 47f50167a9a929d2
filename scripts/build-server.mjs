// Bundles the API: unbundled drizzle-orm costs ~350 ms and ~300 MB at start on Node 24 (it re-reads its
// package.json per file). Packages with native or WASM parts stay external, and pdfkit, which loads its font data
// through package.json "imports" (#standard-fonts/...) that a bundle cannot resolve.
// Code splitting: every `await import()` of the server (the S3 client, PGlite's named statements, metrics, backup)
// becomes a chunk of its own in dist-server/chunks/, parsed only when first used, and the entry stays
// dist-server/main.mjs. ASCII output: one non-Latin-1 character (a "—" in a comment) makes V8 keep the whole
// source as two bytes per character (decision 090).
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build, context } from 'esbuild';
import { postgresQueuePlugin } from './build/postgres-queue-plugin.mjs';

/** @type {import('esbuild').BuildOptions} */
export const serverBuildOptions = {
  entryPoints: ['src/server/main.ts'],
  outdir: `${process.env.BUILD_DIR ?? '.'}/dist-server`,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  charset: 'ascii',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  // OpenTelemetry too: loaded from node_modules only when OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 073).
  external: ['@node-rs/argon2', '@electric-sql/pglite', 'nodemailer', 'pdfkit', '@opentelemetry/*'],
  plugins: [postgresQueuePlugin],
  // Some bundled CommonJS dependencies call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
};

// Imported by the bundle test for its options; builds only when run as a script.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Chunk names carry a hash: the last build's would pile up beside the new ones.
  rmSync(`${serverBuildOptions.outdir}/chunks`, { recursive: true, force: true });
  if (process.argv.includes('--watch')) {
    const ctx = await context(serverBuildOptions);
    await ctx.watch();
    console.log('API bundle: watching src/server');
  } else {
    await build(serverBuildOptions);
  }
}
