import type { Slot } from '@/lib/schemas/appointments';
import { type AdvisorSchedule, type Busy, candidatesByStart, clashes, mergedBusy, type SlotSearch } from './slots';

/**
 * The advisors' side of a range of free slots, the same for every customer: each start (ascending) with the
 * advisors free then, fewest appointments in the range first. A customer's answer is this board minus what
 * belongs to that customer — their own meetings, their advisor first, the booking window of now — so a board is
 * built once per change of the appointments or the hours and read by every customer (decision 096).
 */
export interface SlotBoard {
  minutes: number;
  starts: number[];
  free: AdvisorSchedule[][];
  /** Each advisor's meetings in the range: the order of a start's advisors. */
  load: ReadonlyMap<string, number>;
  /** The advisors offered at all (working staff with a schedule). */
  advisorIds: ReadonlySet<string>;
}

/** The board of a search made from the advisors' meetings alone, at any time (no booking window). */
export function boardOf(search: Omit<SlotSearch, 'earliest' | 'latest' | 'preferredAdvisorId'>): SlotBoard {
  const byStart = candidatesByStart({ ...search, earliest: -Infinity, latest: Infinity, preferredAdvisorId: null });
  const starts = [...byStart.keys()].sort((a, b) => a - b);
  const load = new Map<string, number>();
  for (const b of search.busy) if (b.advisorId) load.set(b.advisorId, (load.get(b.advisorId) ?? 0) + 1);
  return {
    minutes: search.minutes,
    starts,
    free: starts.map((start) => byStart.get(start)!),
    load,
    advisorIds: new Set(search.schedules.map((s) => s.advisorId)),
  };
}

/**
 * Whether two boards offer the same: starts, each start's advisors in order (id and name), loads and advisors. A
 * board built again under the same number is usually equal, and keeping the first object keeps what is cached per
 * board (decision 108).
 */
export function sameBoard(a: SlotBoard, b: SlotBoard): boolean {
  if (a.minutes !== b.minutes || a.starts.length !== b.starts.length || a.load.size !== b.load.size) return false;
  if (a.advisorIds.size !== b.advisorIds.size || [...a.advisorIds].some((id) => !b.advisorIds.has(id))) return false;
  for (const [id, count] of a.load) if (b.load.get(id) !== count) return false;
  return a.starts.every((start, i) => {
    const [x, y] = [a.free[i]!, b.free[i]!];
    return (
      start === b.starts[i] &&
      x.length === y.length &&
      x.every((s, j) => s.advisorId === y[j]!.advisorId && s.name === y[j]!.name)
    );
  });
}

/** What a board needs to know about one customer. */
export interface CustomerSide {
  /** The customer's active meetings in the range, with whichever advisor: each blocks every advisor. */
  own: readonly Busy[];
  /** The assigned advisor, then the advisors of the customer's appointments, latest first (search.ts's rule). */
  advisorsByPreference: readonly string[];
  earliest: number;
  latest: number;
}

/** The advisor the board offers at start `index` when the customer has no meeting in the range: the preferred one, if free. */
export const defaultAdvisor = (board: SlotBoard, index: number, preferred: string | null) =>
  board.free[index]!.find((a) => a.advisorId === preferred) ?? board.free[index]![0]!;

/** The first of the customer's advisors that the board offers at all (search.ts's rule). */
export const preferredOf = (board: SlotBoard, customer: CustomerSide) =>
  customer.advisorsByPreference.find((id) => board.advisorIds.has(id)) ?? null;

/** One slot, its keys in the order the route sends them (the name goes once per advisor, decision 112). */
export const slotAt = (board: SlotBoard, index: number, advisor: AdvisorSchedule): Slot => ({
  start: new Date(board.starts[index]!).toISOString(),
  advisorId: advisor.advisorId,
  advisorName: advisor.name,
});

/**
 * The customer's free slots from a board as (start index, advisor): exactly `freeSlots` of the customer's own
 * search (slots.ts), which the tests compare on seeded data. Only the order of a start's advisors can differ from
 * the board's: a meeting of the customer's own counts against nobody's load there, so with any such meeting the
 * advisors are ranked again.
 */
export function customerChoices(
  board: SlotBoard,
  customer: CustomerSide,
): { index: number; advisor: AdvisorSchedule }[] {
  const length = board.minutes * 60_000;
  const preferred = preferredOf(board, customer);
  const blocked = mergedBusy(customer.own);
  const ownWith = new Map<string, number>();
  for (const b of customer.own) if (b.advisorId) ownWith.set(b.advisorId, (ownWith.get(b.advisorId) ?? 0) + 1);
  const rank = (a: AdvisorSchedule) => (board.load.get(a.advisorId) ?? 0) - (ownWith.get(a.advisorId) ?? 0);
  const best = (list: AdvisorSchedule[]) =>
    list.find((a) => a.advisorId === preferred) ??
    (ownWith.size === 0
      ? list[0]!
      : list.reduce((b, a) => ((rank(a) - rank(b) || a.advisorId.localeCompare(b.advisorId)) < 0 ? a : b)));

  const choices: { index: number; advisor: AdvisorSchedule }[] = [];
  board.starts.forEach((start, index) => {
    if (start < customer.earliest || start > customer.latest || clashes(blocked, start, start + length)) return;
    choices.push({ index, advisor: best(board.free[index]!) });
  });
  return choices;
}

/** The customer's free slots as objects (the tests' comparison; the route sends slot-answers.ts's kept text). */
export const slotsFromBoard = (board: SlotBoard, customer: CustomerSide): Slot[] =>
  customerChoices(board, customer).map(({ index, advisor }) => slotAt(board, index, advisor));
