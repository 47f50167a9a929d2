import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '@/server/context';
import { preparedQuery } from '@/server/fast/prepared';
import { packageCodeSchema } from '@/lib/schemas/package';
import { packages } from '@/server/db/schema';
import { ok } from '@/server/http/envelope';
import { validateQuery } from '@/server/http/validate';
import { CatalogAnswers } from './catalog-answers';
import { findPackage } from './find';
import { toCatalogEntry } from './view';
import { catalogEntrySchema } from '@/lib/schemas/catalog';
import { answersWith } from '@/server/http/answers';

// A code as the catalog writes it (`?code=standard` works too); an empty `code=` is no filter. Anything else —
// a NUL byte, letters outside the code alphabet — is a 400 before it reaches PostgreSQL (which refuses NUL: a 500).
const listQuery = z.object({
  code: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
    packageCodeSchema.optional(),
  ),
});

/** The packages on sale (narrowed by `match`) in catalog order: built once (src/server/fast/prepared.ts). */
const catalog = (name: string, match?: SQL) =>
  preparedQuery((db) =>
    db
      .select()
      .from(packages)
      .where(and(isNull(packages.retiredAt), match))
      .orderBy(asc(packages.sortOrder), asc(packages.code))
      .prepare(name),
  );
const wholeCatalog = catalog('catalog');
const catalogByCode = catalog('catalog_by_code', eq(packages.code, sql.placeholder('code')));

/**
 * GET /packages (optionally `?code=STANDARD`) and GET /packages/{id or code}: the catalog on sale, in the caller's
 * language. Public, like the landing page that shows the same packages.
 */
export function packageRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();

  const answers = new CatalogAnswers(deps);

  r.get('/', answersWith(z.array(catalogEntrySchema)), validateQuery(listQuery), async (c) => {
    const { code } = c.req.valid('query');
    const { locale } = c.var;
    const answer = await answers.get(`${locale}:${code ?? '*'}`, async () => {
      const rows = code ? await catalogByCode(deps.db).execute({ code }) : await wholeCatalog(deps.db).execute();
      return rows.map((row) => toCatalogEntry(row, locale));
    });
    return answer.send(c);
  });

  r.get('/:idOrCode', answersWith(catalogEntrySchema), async (c) =>
    ok(c, toCatalogEntry(await findPackage(deps.db, c.req.param('idOrCode')), c.var.locale)),
  );

  return r;
}
