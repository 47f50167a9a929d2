// `npm run seed -- --scale=100k [--seed=1]`: a whole business in the database of DATABASE_URL (PostgreSQL), or in
// PGlite under DATA_DIR when it is unset (up to about 10k there; see README). Migrates a fresh database first, syncs
// the catalog as the server does, then COPYs every table (decision 086). `--files-only` writes just the heavy
// customers' document bytes into DATA_DIR/uploads (the bench does so for each server it starts on a copied database).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashPassword } from '@/server/auth/password';
import { openDatabase } from '@/server/db/client';
import { syncPackageCatalog } from '@/server/packages/catalog-sync';
import { fileRows, SAMPLE_PDF } from './documents';
import { customers } from './people';
import { makePlan, parseSize, type Plan } from './plan';
import { openLoader } from './open';
import { loadAll } from './tables';

/** Everyone's password (the bench and anyone trying the data signs in with it). */
export const SEED_PASSWORD = 'Seed-Passw0rd-1';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const url = process.env.DATABASE_URL || undefined;

async function writeHeavyFiles(plan: Plan) {
  let count = 0;
  for (const row of fileRows({ ...plan, customers: plan.heavy })) {
    const [id, owner] = row as [string, string];
    await mkdir(path.join(dataDir, 'uploads', owner), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', owner, id), SAMPLE_PDF);
    count++;
  }
  return count;
}

const started = performance.now();
const size = parseSize(arg('scale') ?? '10k');
const seed = Number(arg('seed') ?? 1);
const opened = await openDatabase({ url, dataDir: path.join(dataDir, 'pglite') });
await syncPackageCatalog({ db: opened.db, now: () => new Date() });
const plan = await makePlan(opened.db, { seed, customers: size, passwordHash: await hashPassword(SEED_PASSWORD) });
await opened.close();
if (process.argv.includes('--files-only')) {
  console.log(`seed: ${await writeHeavyFiles(plan)} document files of the heavy customers in ${dataDir}/uploads`);
  process.exit(0);
}
const loader = await openLoader(url, path.join(dataDir, 'pglite'));
const [taken] = await loader.query<{ n: number }>(`select count(*)::int as n from users where role = 'customer'`);
if (taken && taken.n > 0) {
  console.error(`seed: the database already has ${taken.n} customers; seed a fresh one (drop it, or another DATA_DIR)`);
  process.exit(1);
}
console.log(
  `seed: ${size.toLocaleString('en')} customers, seed ${seed}, into ${url ? 'PostgreSQL' : `PGlite in ${dataDir}`}`,
);
const counts = await loadAll(loader, plan);
const files = await writeHeavyFiles(plan);
await loader.close();
const heavy = [...customers({ ...plan, customers: plan.heavy })].map((c) => c.email);
console.log(
  `seed: done in ${((performance.now() - started) / 1000).toFixed(1)} s; ${files} files written for the heavy customers`,
);
console.log(`seed: heavy customers (10,000+ notifications): ${heavy.join(', ')}; every password: ${SEED_PASSWORD}`);
if (process.argv.includes('--json')) console.log(JSON.stringify({ size, seed, counts, heavy }));
process.exit(0);
