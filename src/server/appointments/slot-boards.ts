import { sql } from 'drizzle-orm';
import type { AppDeps } from '@/server/context';
import { SEQUENCE_NUMBER } from '@/server/fast/shared-answers';
import { boardOf, sameBoard, type SlotBoard } from './slot-board';
import { busyTimes, loadSchedules, rangeOf } from './search';

/**
 * How long after its number was first read a board is built once more. The number alone would do but for one
 * instant: a process that reads it between a change's trigger and the change becoming visible (the same commit)
 * keeps a board one change old. A board built again this long after the number was read sees every change that
 * took a number up to it, so the second build is final (`confirmed`) until the number moves: nothing a board holds
 * depends on the clock (the booking window of now is cut per request, slot-answers.ts), and a renewal every 30 s
 * under an unchanged number only repeated a 250–660 ms query beside the reads (decision 108). The first board is
 * still served while the second is built (decision 104), and a second equal to it keeps the first's object, so
 * the answers kept per board (slot-answers.ts, with their compressed bytes) stay too.
 */
export const SLOT_BOARD_MAX_AGE_MS = 30_000;
/** The boards' number as a column of any select: `slot_revision`'s number, 0 before its first use. */
export const SLOT_REVISION = sql<string>`(select ${SEQUENCE_NUMBER} from slot_revision)`;

/** Boards kept: the console and the booking page ask for weeks, the bench for 30-day ranges; each is tens of KB. */
const MAX_BOARDS = 32;

export interface BoardRange {
  from: string;
  to: string;
  minutes: number;
  /** `from to minutes`, when the caller keeps it (customer-slots.ts, per validated query). */
  key?: string;
}

/**
 * Whether sequence number `a` is at least `b`: both decimal strings as PostgreSQL sends a bigint (no sign, no
 * leading zeros), so the longer is larger and equal lengths compare as text. Two `BigInt`s per request were ~1 % of
 * a slots request's CPU (decision 111).
 */
export const atLeast = (a: string, b: string) => (a.length === b.length ? a >= b : a.length > b.length);

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
  /** Built at least SLOT_BOARD_MAX_AGE_MS after its number was read: kept until the number moves (decision 108). */
  confirmed?: boolean;
}

export class SlotBoards {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly deps: AppDeps) {}

  board(revision: string, range: BoardRange, now = this.deps.now().getTime()): Promise<SlotBoard> {
    const key = range.key ?? `${range.from} ${range.to} ${range.minutes}`;
    const kept = this.kept.get(key);
    this.kept.delete(key);
    // A board built under a later number than the request read is newer than it needs, not older.
    if (kept && atLeast(kept.revision, revision)) {
      this.kept.set(key, kept);
      // Only old, the number unchanged, and not built again since: it is still served while one build replaces
      // it, so the requests of that moment do not wait for a build (p99). A moved number always waits for its board.
      if (!kept.confirmed && now - kept.at >= SLOT_BOARD_MAX_AGE_MS && !kept.renewing) this.confirm(key, kept, range);
      return kept.board;
    }
    return this.start(key, revision, now, range);
  }

  private start(key: string, revision: string, now: number, range: BoardRange) {
    const board = this.build(range);
    // A failed build is not kept: the next request tries again.
    board.catch(() => this.kept.get(key)?.board === board && this.kept.delete(key));
    if (this.kept.size >= MAX_BOARDS) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { revision, at: now, board });
    return board;
  }

  /** The second build of a board's number; an equal board keeps the first's object (and what is kept per board). */
  private confirm(key: string, kept: Kept, range: BoardRange) {
    kept.renewing = true;
    const next = this.build(range);
    Promise.all([kept.board, next]).then(
      ([old, board]) => {
        if (this.kept.get(key) !== kept) return;
        const same = sameBoard(old, board);
        this.kept.set(key, { revision: kept.revision, at: kept.at, board: same ? kept.board : next, confirmed: true });
      },
      () => this.kept.get(key) === kept && this.kept.delete(key),
    );
  }

  protected async build(range: BoardRange): Promise<SlotBoard> {
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
