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

/** What a board needs to know about one customer. */
export interface CustomerSide {
  /** The customer's active meetings in the range, with whichever advisor: each blocks every advisor. */
  own: readonly Busy[];
  /** The assigned advisor, then the advisors of the customer's appointments, latest first (search.ts's rule). */
  advisorsByPreference: readonly string[];
  earliest: number;
  latest: number;
}

/**
 * The customer's free slots from a board: exactly `freeSlots` of the customer's own search (slots.ts), which the
 * tests compare on seeded data. Only the order of a start's advisors can differ from the board's: a meeting of the
 * customer's own counts against nobody's load there, so with any such meeting the advisors are ranked again.
 */
export function slotsFromBoard(board: SlotBoard, customer: CustomerSide): Slot[] {
  const length = board.minutes * 60_000;
  const preferred = customer.advisorsByPreference.find((id) => board.advisorIds.has(id)) ?? null;
  const blocked = mergedBusy(customer.own);
  const ownWith = new Map<string, number>();
  for (const b of customer.own) if (b.advisorId) ownWith.set(b.advisorId, (ownWith.get(b.advisorId) ?? 0) + 1);
  const rank = (a: AdvisorSchedule) => (board.load.get(a.advisorId) ?? 0) - (ownWith.get(a.advisorId) ?? 0);
  const best = (list: AdvisorSchedule[]) =>
    list.find((a) => a.advisorId === preferred) ??
    (ownWith.size === 0
      ? list[0]!
      : list.reduce((b, a) => ((rank(a) - rank(b) || a.advisorId.localeCompare(b.advisorId)) < 0 ? a : b)));

  const slots: Slot[] = [];
  board.starts.forEach((start, i) => {
    if (start < customer.earliest || start > customer.latest || clashes(blocked, start, start + length)) return;
    const advisor = best(board.free[i]!);
    slots.push({
      start: new Date(start).toISOString(),
      end: new Date(start + length).toISOString(),
      advisorId: advisor.advisorId,
      advisorName: advisor.name,
    });
  });
  return slots;
}
