import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { register, spawnServer, type SpawnedServer } from '@/server/test/spawned-server';

/**
 * Decision 090: what a server never uses is never loaded. The production bundle runs as a process with a module
 * hook (`--import`) that lists every module it loads; the list is read on SIGUSR2. No timing: what was loaded or not.
 */
const RECORDER = `import { registerHooks } from 'node:module';
import { writeFileSync } from 'node:fs';
const loaded = new Set();
registerHooks({ load(url, context, next) { loaded.add(url); return next(url, context); } });
process.on('SIGUSR2', () => writeFileSync(process.env.MODULES_OUT, JSON.stringify([...loaded])));
`;

const onPostgres = process.env.TEST_DB === 'postgres';
let server: SpawnedServer;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-modules-'));
  await writeFile(path.join(dir, 'recorder.mjs'), RECORDER);
  server = await spawnServer({
    NODE_OPTIONS: `--import ${path.join(dir, 'recorder.mjs')}`,
    MODULES_OUT: path.join(dir, 'modules.json'),
  });
}, 120_000);
afterAll(async () => {
  await server?.remove();
  await rm(dir, { recursive: true, force: true });
});

/** The modules loaded so far, as paths below node_modules or dist-server. */
async function loadedModules(): Promise<string[]> {
  const out = path.join(dir, 'modules.json');
  await rm(out, { force: true });
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 100; i += 1) {
    const text = await readFile(out, 'utf8').catch(() => '');
    if (text) return (JSON.parse(text) as string[]).map((url) => url.replace(/^.*\/(node_modules|dist-server)\//, ''));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not write its module list');
}

const has = (modules: string[], prefix: string) => modules.some((name) => name.startsWith(prefix));

test('after start: no PDF library, no S3 client, and PGlite only without DATABASE_URL', async () => {
  const modules = await loadedModules();
  // The recorder sees what the bundle imports at start (argon2 is native, outside the bundle), so an absence counts.
  expect(has(modules, '@node-rs/argon2')).toBe(true);
  expect(has(modules, 'main.mjs')).toBe(true);
  expect(has(modules, 'pdfkit')).toBe(false);
  expect(has(modules, 'chunks/s3-storage')).toBe(false);
  expect(has(modules, '@electric-sql/pglite')).toBe(!onPostgres);
  expect(has(modules, 'chunks/pglite-statements')).toBe(!onPostgres);
});

test('the first PDF loads PDFKit and is a real PDF; an upload still works on disk storage', async () => {
  const token = await register(server.origin);
  const auth = { authorization: `Bearer ${token}` };
  const pdf = await fetch(`${server.origin}/api/plan/visa-checklist.pdf?lang=tr`, { headers: auth });
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  expect(has(await loadedModules(), 'pdfkit')).toBe(true);

  const form = new FormData();
  form.set('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'cv.pdf');
  const upload = await fetch(`${server.origin}/api/onboarding/cv`, { method: 'POST', headers: auth, body: form });
  expect(upload.status).toBe(201);
  // Disk storage: the S3 client stays unloaded even after a file was stored.
  expect(has(await loadedModules(), 'chunks/s3-storage')).toBe(false);
});
