import { createHash } from 'node:crypto';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { loadPackageCatalog, PACKAGES_DIR, type CatalogPackage } from '@/lib/catalog/packages';
import type { AppDeps } from '@/server/context';
import { catalogState, packages } from '@/server/db/schema';

/** The catalog_state row whose hash says which content the packages table holds (read by catalog-answers.ts). */
export const CATALOG_STATE = 'packages';

const rowValues = (p: CatalogPackage) => ({
  type: p.type === 'one-time' ? ('one_time' as const) : ('monthly' as const),
  priceCents: p.priceCents,
  durationMonths: p.durationMonths,
  sortOrder: p.order,
  highlighted: p.highlighted,
  text: p.text,
  processSteps: p.processSteps,
});

/**
 * Brings the `packages` table in line with the content files (decision 008), at every start. Nothing is written
 * when the content hash is the one last synced. Rows are matched by code (updated in place, never duplicated);
 * a code that left the catalog is retired, not deleted: payments and bought packages point at its row.
 * Throws the catalog's own readable error when a file is broken, so the server does not start on a bad price.
 */
export async function syncPackageCatalog(deps: Pick<AppDeps, 'db' | 'now'>, root: string = PACKAGES_DIR) {
  const catalog = loadPackageCatalog(root);
  const hash = createHash('sha256').update(JSON.stringify(catalog)).digest('hex');
  return deps.db.transaction(async (tx) => {
    // Two processes starting together: the second waits here, then finds the new hash and writes nothing.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalog:packages'))`);
    const [state] = await tx.select().from(catalogState).where(eq(catalogState.name, CATALOG_STATE));
    if (state?.hash === hash) return 'unchanged' as const;
    const now = deps.now();
    for (const entry of catalog) {
      const values = rowValues(entry);
      await tx
        .insert(packages)
        .values({ code: entry.code, ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: packages.code, set: { ...values, retiredAt: null, updatedAt: now } });
    }
    const codes = catalog.map((entry) => entry.code);
    await tx
      .update(packages)
      .set({ retiredAt: now, updatedAt: now })
      .where(and(isNull(packages.retiredAt), codes.length ? notInArray(packages.code, codes) : undefined));
    await tx
      .insert(catalogState)
      .values({ name: CATALOG_STATE, hash, syncedAt: now })
      .onConflictDoUpdate({ target: catalogState.name, set: { hash, syncedAt: now } });
    return 'synced' as const;
  });
}
