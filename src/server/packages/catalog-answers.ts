import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '@/server/context';
import { preparedQuery } from '@/server/fast/prepared';
import { catalogState } from '@/server/db/schema';
import { FrozenJson } from '@/server/fast/frozen-json';
import { CATALOG_STATE } from './catalog-sync';

// Keys are a locale and a code that exists (3 × a handful); the cap only guards against a future caller's key.
const MAX_ENTRIES = 100;

const catalogVersion = preparedQuery((db) =>
  db
    .select({ hash: catalogState.hash })
    .from(catalogState)
    .where(eq(catalogState.name, sql.placeholder('name')))
    .prepare('catalog_version'),
);

/**
 * The catalog's answers, serialised (and compressed) once per content version. The packages table only changes in
 * `syncPackageCatalog`, which writes the content hash in the same transaction, so one primary-key read of that hash
 * tells whether a kept answer is still the table's — across processes too, with no expiry to tune. Reading the
 * whole catalog, its JSON in three languages, and serialising it again on every request cost ~2× the hash read.
 */
export class CatalogAnswers {
  private readonly entries = new Map<string, { hash: string; answer: FrozenJson }>();

  constructor(private readonly deps: Pick<AppDeps, 'db'>) {}

  /** The answer for `key`, from `build` when the catalog changed since it was kept (or was never synced). */
  async get(key: string, build: () => Promise<unknown[]>): Promise<FrozenJson> {
    const [state] = await catalogVersion(this.deps.db).execute({ name: CATALOG_STATE });
    const kept = this.entries.get(key);
    if (state && kept?.hash === state.hash) return kept.answer;
    // Rows read after the hash: if a sync commits in between, they are newer than `state.hash` and the next
    // request, seeing the new hash, builds again. Never the other way round.
    const data = await build();
    const answer = FrozenJson.ok(data);
    // An unknown code's empty list is not kept: any string could be a key.
    if (state && data.length > 0) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { hash: state.hash, answer });
    }
    return answer;
  }
}
