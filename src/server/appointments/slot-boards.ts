import { sql } from 'drizzle-orm';
import type { AppDeps } from '@/server/context';
import { SEQUENCE_NUMBER } from '@/server/fast/shared-answers';
import { boardOf, type SlotBoard } from './slot-board';
import { busyTimes, loadSchedules, rangeOf } from './search';

/**
 * A board is renewed after this long. The number alone would do but for one instant: a process that reads it
 * between a change's trigger and the change becoming visible (the same commit) keeps a board one change old. Slots
 * a little stale cost nothing — a booking asks the database again and moves on to the next free advisor. So an old
 * board is still served while its successor is built (decision 104): stale by the build's time at most.
 */
export const SLOT_BOARD_MAX_AGE_MS = 30_000;
/** The boards' number as a column of any select: `slot_revision`'s number, 0 before its first use. */
export const SLOT_REVISION = sql<string>`(select ${SEQUENCE_NUMBER} from slot_revision)`;

/** Boards kept: the console and the booking page ask for weeks, the bench for 30-day ranges; each is tens of KB. */
const MAX_BOARDS = 32;

interface Range {
  from: string;
  to: string;
  minutes: number;
}

/**
 * Per process: free-slot boards under the database's `slot_revision` number (migration 0025, decision 096). A
 * request reads the number with its own rows; a board built under an older number is built again — once, however
 * many requests ask at the same time, and they wait for it; a board only too old is renewed behind their backs.
 */
interface Kept {
  revision: string;
  at: number;
  board: Promise<SlotBoard>;
  /** Past its age under an unchanged number: the build that will replace it (decision 104). */
  renewing?: boolean;
}

export class SlotBoards {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly deps: AppDeps) {}

  board(revision: string, range: Range): Promise<SlotBoard> {
    const key = `${range.from} ${range.to} ${range.minutes}`;
    const now = this.deps.now().getTime();
    const kept = this.kept.get(key);
    this.kept.delete(key);
    // A board built under a later number than the request read is newer than it needs, not older.
    if (kept && BigInt(kept.revision) >= BigInt(revision)) {
      this.kept.set(key, kept);
      // Only old, the number unchanged: it is still served while one build replaces it, so the requests of that
      // moment do not all wait for a build every 30 s (p99). A moved number always waits for its board.
      if (now - kept.at >= SLOT_BOARD_MAX_AGE_MS && !kept.renewing) {
        kept.renewing = true;
        const next = this.build(range);
        next.then(
          () => this.kept.get(key) === kept && this.kept.set(key, { revision: kept.revision, at: now, board: next }),
          () => this.kept.get(key) === kept && this.kept.delete(key),
        );
      }
      return kept.board;
    }
    return this.start(key, revision, now, range);
  }

  private start(key: string, revision: string, now: number, range: Range) {
    const board = this.build(range);
    // A failed build is not kept: the next request tries again.
    board.catch(() => this.kept.get(key)?.board === board && this.kept.delete(key));
    if (this.kept.size >= MAX_BOARDS) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { revision, at: now, board });
    return board;
  }

  private async build(range: Range): Promise<SlotBoard> {
    const { db } = this.deps;
    const schedules = await loadSchedules(db, range.from, range.to);
    const taken = await busyTimes(db, {
      ...rangeOf(range.from, range.to),
      advisorIds: schedules.map((s) => s.advisorId),
    });
    return boardOf({
      schedules,
      busy: taken.map((b) => ({ advisorId: b.advisorId, start: b.start.getTime(), end: b.end.getTime() })),
      from: range.from,
      to: range.to,
      minutes: range.minutes,
    });
  }
}

const perApp = new WeakMap<AppDeps, SlotBoards>();

/** The app's boards (one per AppDeps, so every test context has its own). */
export function slotBoards(deps: AppDeps): SlotBoards {
  let boards = perApp.get(deps);
  if (!boards) perApp.set(deps, (boards = new SlotBoards(deps)));
  return boards;
}
