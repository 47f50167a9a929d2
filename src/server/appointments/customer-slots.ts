import { and, eq, gt, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ACTIVE_APPOINTMENT_STATUSES,
  APPOINTMENT_MINUTES,
  BOOKING_HORIZON_DAYS,
  BOOKING_LEAD_MS,
  type Slot,
  type SlotQuery,
} from '@/lib/schemas/appointments';
import type { AppDeps } from '@/server/context';
import { appointments, users } from '@/server/db/schema';
import { FrozenJson } from '@/server/fast/frozen-json';
import { preparedQuery } from '@/server/fast/prepared';
import { jsonRows } from '@/server/fast/json-rows';
import type { Busy } from './slots';
import { MAX_APPOINTMENT_MS, rangeOf } from './search';
import { SLOT_REVISION, slotBoards } from './slot-boards';
import { type CustomerSide, type SlotBoard, slotsFromBoard } from './slot-board';
import { slotAnswers } from './slot-answers';

const DAY_MS = 24 * 60 * 60 * 1000;
const epochMs = (column: AnyPgColumn) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * What is the customer's own, one prepared statement (built once: Drizzle's building cost more than the statement,
 * decision 104): the boards' number, their advisor, their active meetings overlapping the range (as JSON) and the
 * advisors of their appointments, latest first. Timestamps go in as ISO strings (placeholders skip encoders).
 */
const a = appointments;
const customerSideQuery = preparedQuery((db) =>
  db
    .select({
      revision: SLOT_REVISION,
      assigned: users.assignedAdvisorId,
      own: sql<string>`${jsonRows(
        a,
        { advisorId: a.advisorId, start: epochMs(a.startsAt), end: epochMs(a.endsAt) },
        sql`${and(
          eq(a.userId, users.id),
          inArray(a.status, ACTIVE_APPOINTMENT_STATUSES),
          lt(a.startsAt, sql.placeholder('rangeEnd')),
          gt(a.endsAt, sql.placeholder('rangeStart')),
          // The longest meeting bounds how early one overlapping the range can start: the index's range scan.
          gt(a.startsAt, sql.placeholder('startsAfter')),
        )}`,
        sql`${a.startsAt}`,
      )}::text`,
      recent: sql<string>`(select coalesce(json_agg(${a.advisorId} order by ${a.createdAt} desc), '[]') from ${a}
        where ${and(eq(a.userId, users.id), isNotNull(a.advisorId), ne(a.status, 'rejected'))})::text`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('slots_customer_side'),
);

/** The statement's instants per range, as ISO strings: the same few ranges are asked again and again (decision 108). */
const rangeInstants = new Map<string, { rangeStart: string; rangeEnd: string; startsAfter: string }>();

function rangeParameters(from: string, to: string) {
  const key = `${from} ${to}`;
  let instants = rangeInstants.get(key);
  if (!instants) {
    const { rangeStart, rangeEnd } = rangeOf(from, to);
    instants = {
      rangeStart: rangeStart.toISOString(),
      rangeEnd: rangeEnd.toISOString(),
      startsAfter: new Date(rangeStart.getTime() - MAX_APPOINTMENT_MS).toISOString(),
    };
    if (rangeInstants.size >= 1_000) rangeInstants.clear();
    rangeInstants.set(key, instants);
  }
  return instants;
}

/**
 * GET /api/appointments/slots: one statement for what is the customer's own, then the range's board, built only
 * when the number moved (decision 096). At 100k customers the plain search read 16,000 meetings for 60 days and
 * worked through them on every request.
 */
async function customerSide(
  deps: AppDeps,
  userId: string,
  query: SlotQuery,
): Promise<{ board: SlotBoard; customer: CustomerSide } | null> {
  const [row] = await customerSideQuery(deps.db).execute({ userId, ...rangeParameters(query.from, query.to) });
  if (!row) return null;
  const minutes = APPOINTMENT_MINUTES[query.type];
  const board = await slotBoards(deps).board(row.revision, { from: query.from, to: query.to, minutes });
  const now = deps.now().getTime();
  const customer = {
    own: (JSON.parse(row.own) as Busy[]).map((b) => ({ ...b, advisorId: b.advisorId ?? null })),
    advisorsByPreference: [...(row.assigned ? [row.assigned] : []), ...(JSON.parse(row.recent) as string[])],
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
  return side ? slotAnswers(deps).answer(side.board, side.customer) : FrozenJson.ok([]);
}
