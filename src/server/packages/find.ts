import { and, eq, isNull } from 'drizzle-orm';
import { packageCodeSchema } from '@/lib/schemas/package';
import type { Database } from '@/server/db/client';
import { packages } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { isUuid } from '@/server/files/service';

/**
 * A package on sale, by id or by code (`STANDARD`, as the landing page's `/register?package=CODE` carries it).
 * Retired packages and anything else answer 404.
 */
export async function findPackage(db: Database, idOrCode: string) {
  const match = isUuid(idOrCode)
    ? eq(packages.id, idOrCode)
    : packageCodeSchema.safeParse(idOrCode.toUpperCase()).success
      ? eq(packages.code, idOrCode.toUpperCase())
      : undefined;
  if (!match) throw notFound();
  const [row] = await db
    .select()
    .from(packages)
    .where(and(match, isNull(packages.retiredAt)));
  if (!row) throw notFound();
  return row;
}
