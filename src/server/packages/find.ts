import { and, eq, isNull } from 'drizzle-orm';
import { packageCodeSchema } from '@/lib/schemas/package';
import type { Database } from '../db/client';
import { packages } from '../db/schema';
import { notFound } from '../http/errors';
import { isUuid } from '../files/service';

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
