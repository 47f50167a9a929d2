// The raw connection the generator COPYs through, with the session settings of a bulk load.
import type { Loader } from './loader';
import { pgliteLoader, postgresLoader } from './loader';

/**
 * One connection (session settings stick). As a superuser (the throwaway bench cluster) foreign-key and revision
 * triggers are skipped during the load, as pg_restore does: the generator builds every reference from existing
 * ids, and a kept answer's revision starts at 0 anyway. Without the right, the triggers simply run.
 */
export async function openLoader(url: string | undefined, pgliteDir: string): Promise<Loader> {
  if (url) {
    const { default: postgres } = await import('postgres');
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    await sql.unsafe(`set maintenance_work_mem = '256MB'; set synchronous_commit = off`).simple();
    await sql
      .unsafe(`set session_replication_role = replica`)
      .catch(() => console.log('seed: not a superuser; triggers stay on'));
    return postgresLoader(sql);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // The app's own list (btree_gist, pg_trgm): the migrations create both, so a copy of it here went stale once.
  const { pgliteExtensions } = await import('@/server/db/pglite-extensions');
  const db = new PGlite({ dataDir: pgliteDir, extensions: await pgliteExtensions() });
  await db.exec(`set session_replication_role = replica`);
  return pgliteLoader(db);
}
