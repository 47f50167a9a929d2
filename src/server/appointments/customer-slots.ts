import { eq, sql } from 'drizzle-orm';
import {
  APPOINTMENT_MINUTES,
  BOOKING_HORIZON_DAYS,
  BOOKING_LEAD_MS,
  type Slot,
  type SlotQuery,
  slotAnswerOf,
} from '@/lib/schemas/appointments';
import type { AppDeps } from '@/server/context';
import { users } from '@/server/db/schema';
import { FrozenJson } from '@/server/fast/frozen-json';
import { preparedQuery } from '@/server/fast/prepared';
import { CUSTOMER_LIST_REV, type CustomerPart, customerParts, ownInRange } from './customer-part';
import { MAX_APPOINTMENT_MS, rangeOf } from './search';
import { type BoardRange, SLOT_REVISION, slotBoards } from './slot-boards';
import { type CustomerSide, type SlotBoard, slotsFromBoard } from './slot-board';
import { slotAnswers } from './slot-answers';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Three point reads in one prepared statement (built once: Drizzle's building cost more than the statement, decision
 * 104): the boards' number, the customer's assigned advisor and their `customer_list_revisions` number, under which
 * their own part (meetings, advisors latest first) is kept in memory (customer-part.ts, decision 109). Until then the
 * statement aggregated the customer's appointments as JSON on every request and Node parsed it twice.
 */
const customerSideQuery = preparedQuery((db) =>
  db
    .select({
      revision: SLOT_REVISION.as('revision'),
      assigned: sql<string | null>`${users.assignedAdvisorId}`.as('assigned'),
      listRev: CUSTOMER_LIST_REV.as('list_rev'),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('slots_customer_side'),
);

/** A prepared query's `all()`: the driver's rows, named columns as selected, not mapped by Drizzle. */
type RawRows<Row> = { all(values: Record<string, unknown>): Promise<Row[]> };

/**
 * The statement's row as the driver returns it. Drizzle's row mapping of three columns (`mapResultRow`, an `is()`
 * check per column) was ~3 % of a slots request's CPU, the largest share left of what a documents request does not
 * do (decision 111), and none of the three needs a decoder (text, uuid, a count). `all()` is on both drivers'
 * prepared queries (postgres.js and PGlite) but marked internal in Drizzle's types, hence the cast;
 * `slot-board.test.ts` reads through it on both.
 */
const customerSideRow = async (deps: AppDeps, userId: string) => {
  const query = customerSideQuery(deps.db) as unknown as RawRows<{
    revision: string;
    assigned: string | null;
    list_rev: number | string;
  }>;
  return (await query.all({ userId }))[0];
};

/**
 * What a query asks for — the board's range and the range's instants — worked out once per query object: the
 * route's validated query is one frozen object per query string (`validateQueryRemembered`, decision 111), so a
 * repeated request builds no key and converts no date. This replaces decision 108's memo per range string, which
 * the per-object one made a second copy of the same values.
 */
interface QueryFacts {
  key: string;
  rangeStart: number;
  rangeEnd: number;
  startsAfter: number;
  board: BoardRange;
}
const queryFacts = new WeakMap<SlotQuery, QueryFacts>();

function factsOf(query: SlotQuery): QueryFacts {
  let facts = queryFacts.get(query);
  if (!facts) {
    const { from, to, type } = query;
    const minutes = APPOINTMENT_MINUTES[type];
    const { rangeStart, rangeEnd } = rangeOf(from, to);
    facts = {
      key: `${from} ${to}`,
      rangeStart: rangeStart.getTime(),
      rangeEnd: rangeEnd.getTime(),
      startsAfter: rangeStart.getTime() - MAX_APPOINTMENT_MS,
      board: { from, to, minutes, key: `${from} ${to} ${minutes}` },
    };
    queryFacts.set(query, facts);
  }
  return facts;
}

/** The advisors by preference, kept on the part per assigned advisor (the array is the same for every request). */
const byPreference = new WeakMap<CustomerPart, { assigned: string | null; list: readonly string[] }>();

function advisorsByPreference(part: CustomerPart, assigned: string | null) {
  const kept = byPreference.get(part);
  if (kept?.assigned === assigned) return kept.list;
  const list = assigned ? [assigned, ...part.recent] : part.recent;
  byPreference.set(part, { assigned, list });
  return list;
}

/**
 * GET /api/appointments/slots: one statement of point reads, the customer's part kept under their number, then the
 * range's board, built only when its number moved (decision 096). At 100k customers the plain search read 16,000
 * meetings for 60 days and worked through them on every request.
 */
async function customerSide(
  deps: AppDeps,
  userId: string,
  query: SlotQuery,
): Promise<{ board: SlotBoard; customer: CustomerSide } | null> {
  const row = await customerSideRow(deps, userId);
  if (!row) return null;
  const part = await customerParts(deps.db).part(userId, Number(row.list_rev));
  if (!part) return null;
  const range = factsOf(query);
  const now = deps.now().getTime();
  const board = await slotBoards(deps).board(row.revision, range.board, now);
  const customer = {
    own: ownInRange(part, range.key, range.rangeStart, range.rangeEnd, range.startsAfter),
    advisorsByPreference: advisorsByPreference(part, row.assigned),
    earliest: now + BOOKING_LEAD_MS,
    latest: now + BOOKING_HORIZON_DAYS * DAY_MS,
  };
  return { board, customer };
}

/** The customer's free slots as objects (tests, and anything that needs them as data). */
export async function customerSlots(deps: AppDeps, userId: string, query: SlotQuery): Promise<Slot[]> {
  const side = await customerSide(deps, userId, query);
  return side ? slotsFromBoard(side.board, side.customer) : [];
}

/** What the route sends: the same slots as JSON text, cut from the answers kept per board (decision 097). */
export async function customerSlotsAnswer(deps: AppDeps, userId: string, query: SlotQuery): Promise<FrozenJson> {
  const side = await customerSide(deps, userId, query);
  return side ? slotAnswers(deps).answer(side.board, side.customer) : FrozenJson.ok(slotAnswerOf([]));
}
