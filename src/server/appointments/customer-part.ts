import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ACTIVE_APPOINTMENT_STATUSES } from '@/lib/schemas/appointments';
import type { Database } from '@/server/db/client';
import { appointments, customerListRevisions, users } from '@/server/db/schema';
import { preparedQuery } from '@/server/fast/prepared';
import { jsonRows } from '@/server/fast/json-rows';
import type { Busy } from './slots';

const epochMs = (column: AnyPgColumn) => sql`(extract(epoch from ${column}) * 1000)::float8`;
const a = appointments;

/** The customer's `customer_list_revisions` number as a column of a select on `users` (no row yet: 0). */
export const CUSTOMER_LIST_REV = sql<number>`coalesce((select ${customerListRevisions.rev} from ${customerListRevisions}
  where ${customerListRevisions.userId} = ${users.id}), 0)`;

/**
 * What a slots answer takes from the customer's appointments, read once per change of them (decision 109): every
 * active meeting (advisor, start, end; cut to the range per request) and the advisors of their appointments, latest
 * first. The number is read in the same statement, so the part is exactly what that number stands for.
 */
const partQuery = preparedQuery((db: Database) =>
  db
    .select({
      rev: CUSTOMER_LIST_REV,
      active: sql<string>`${jsonRows(
        a,
        { advisorId: a.advisorId, start: epochMs(a.startsAt), end: epochMs(a.endsAt) },
        sql`${and(eq(a.userId, users.id), inArray(a.status, ACTIVE_APPOINTMENT_STATUSES))}`,
        sql`${a.startsAt}`,
      )}::text`,
      recent: sql<string>`(select coalesce(json_agg(${a.advisorId} order by ${a.createdAt} desc), '[]') from ${a}
        where ${and(eq(a.userId, users.id), isNotNull(a.advisorId), ne(a.status, 'rejected'))})::text`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('slots_customer_part'),
);

export interface CustomerPart {
  rev: number;
  /** Active meetings, by start. */
  active: readonly Busy[];
  /** The advisors of the customer's appointments (not rejected), latest first. */
  recent: readonly string[];
  /** The last range asked for and the meetings overlapping it: most customers ask the same weeks again. */
  range?: { key: string; own: readonly Busy[] };
}

/**
 * Per process: each customer's part under their `customer_list_revisions` number (migration 0029, decision 103),
 * which triggers bump at the commit of every change of an appointment's customer, advisor, status, times or
 * creation — every column the part reads. The number and the rows commit together, so a kept part is never
 * older than the number it is kept under. Bounded: least recently used out.
 */
export class CustomerParts {
  private readonly kept = new Map<string, CustomerPart>();

  constructor(
    private readonly db: Database,
    private readonly max = 20_000,
  ) {}

  /** The customer's part under `rev` (read by the caller with its other point reads); read again when it moved. */
  async part(userId: string, rev: number): Promise<CustomerPart | null> {
    const kept = this.kept.get(userId);
    // A part read under a later number than the request's is newer than it needs, not older.
    if (kept && kept.rev >= rev) {
      this.kept.delete(userId);
      this.kept.set(userId, kept);
      return kept;
    }
    const [row] = await partQuery(this.db).execute({ userId });
    if (!row) return null;
    const part: CustomerPart = {
      rev: Number(row.rev),
      active: (JSON.parse(row.active) as Busy[]).map((b) => ({ ...b, advisorId: b.advisorId ?? null })),
      recent: JSON.parse(row.recent) as string[],
    };
    this.kept.delete(userId);
    if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(userId, part);
    return part;
  }

  get size() {
    return this.kept.size;
  }
}

const NONE: readonly Busy[] = Object.freeze([]);

/**
 * The part's meetings overlapping [rangeStart, rangeEnd): the statement of decision 104's conditions, in memory
 * (its third, a start after `startsAfter`, is implied by the longest meeting, and kept so the rows are the same).
 */
export function ownInRange(part: CustomerPart, key: string, rangeStart: number, rangeEnd: number, startsAfter: number) {
  if (part.active.length === 0) return NONE;
  if (part.range?.key === key) return part.range.own;
  const own = part.active.filter((b) => b.start < rangeEnd && b.end > rangeStart && b.start > startsAfter);
  part.range = { key, own };
  return own;
}

const perDb = new WeakMap<Database, CustomerParts>();

/** The parts kept for a database handle (each test context has its own). */
export function customerParts(db: Database): CustomerParts {
  let parts = perDb.get(db);
  if (!parts) perDb.set(db, (parts = new CustomerParts(db)));
  return parts;
}
