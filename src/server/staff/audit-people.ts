import { inArray } from 'drizzle-orm';
import type { AuditDetail, AuditTarget, PersonRef } from '@/lib/schemas/audit';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { personColumns } from './people';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface AuditRowRef {
  targetType: AuditTarget;
  targetId: string;
  detail: AuditDetail;
}

/** The account ids a row names: a staff account as its target, and any id among its detail values (`from`, `to`). */
function namedIds(row: AuditRowRef): string[] {
  const fromDetail = Object.values(row.detail).filter((v): v is string => typeof v === 'string' && UUID.test(v));
  return row.targetType === 'user' ? [row.targetId, ...fromDetail] : fromDetail;
}

/**
 * The people a page of audit rows names, id → person, in one query. The rows themselves keep ids only (decision
 * 033: no names in the log); the names are read at display time, so a renamed account shows its current name.
 */
export async function auditPeople(db: Database, rows: AuditRowRef[]): Promise<Map<string, PersonRef>> {
  const ids = [...new Set(rows.flatMap(namedIds))];
  if (ids.length === 0) return new Map();
  const found = await db.select(personColumns(users)).from(users).where(inArray(users.id, ids));
  return new Map(found.map((person) => [person.id, person]));
}

/** The part of `people` that one row names. */
export function peopleOf(row: AuditRowRef, people: Map<string, PersonRef>): Record<string, PersonRef> {
  return Object.fromEntries(namedIds(row).flatMap((id) => (people.has(id) ? [[id, people.get(id)!]] : [])));
}
