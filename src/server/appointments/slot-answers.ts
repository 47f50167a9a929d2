import { FrozenJson } from '@/server/fast/frozen-json';
import { type CustomerSide, customerChoices, defaultAdvisor, preferredOf, type SlotBoard } from './slot-board';
import type { AdvisorSchedule } from './slots';

/**
 * One board seen with one preferred advisor: every start's slot as JSON (`{"start":…,"advisorId":…}`), each followed
 * by a comma, in one string. `offsets[i]` is where start i's slot begins (`offsets[n]` the end), so any run of starts
 * is one slice; `advisors[i]` is the advisor that slot names.
 */
interface Serialised {
  text: string;
  offsets: number[];
  advisors: AdvisorSchedule[];
  /** The answer last sent whole (no meeting of the customer's own): starts `from` to `to`, exclusive. */
  last?: { from: number; to: number; answer: FrozenJson };
}

/** The first index whose start is at or after `t` (starts are ascending). */
function firstAtOrAfter(starts: readonly number[], t: number) {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const slotJson = (board: SlotBoard, index: number, advisor: AdvisorSchedule) =>
  `{"start":"${new Date(board.starts[index]!).toISOString()}","advisorId":${JSON.stringify(advisor.advisorId)}}`;

/** The answer's data: each named advisor's name once, in the order they first appear (`slotAnswerOf`'s order). */
function answerText(named: Iterable<AdvisorSchedule>, slotsJson: string) {
  const names: Record<string, string> = {};
  for (const advisor of named) names[advisor.advisorId] ??= advisor.name;
  return FrozenJson.okText(`{"advisors":${JSON.stringify(names)},"slots":[${slotsJson}]}`);
}

/**
 * The slots answer as JSON text, kept per (board, preferred advisor) — decision 097. A board (decision 096) is
 * the same for every customer; what is a customer's own is their meetings in the range, their preferred advisor
 * and the booking window of now. Without a meeting of their own, the answer is a run of consecutive starts of the
 * board (the window cuts only its ends), so it is a slice of the kept text, and the same run is sent as is until
 * the window passes a start (every half hour). With meetings of their own, the kept slots are joined, skipping
 * the starts they block, and only a start whose advisor the customer's meetings re-rank is serialised afresh.
 */
export class SlotAnswers {
  // A Map keeps insertion order: a hit re-inserts, so the first key is the least recently used.
  private readonly kept = new Map<string, Serialised>();
  private readonly ids = new WeakMap<SlotBoard, number>();
  private nextId = 0;

  /**
   * `max` entries at most: each holds ~40 KB of text for 30 days (and one answer cut from it, with its compressed
   * forms once asked for), so 64 stay under ~10 MB however many customers, advisors and ranges ask.
   */
  constructor(private readonly max = 64) {}

  answer(board: SlotBoard, customer: CustomerSide): FrozenJson {
    const preferred = preferredOf(board, customer);
    const kept = this.serialised(board, preferred);
    if (customer.own.length === 0) {
      const from = firstAtOrAfter(board.starts, customer.earliest);
      const to = Math.max(from, firstAtOrAfter(board.starts, customer.latest + 1));
      if (kept.last?.from === from && kept.last.to === to) return kept.last.answer;
      const run = to > from ? kept.text.slice(kept.offsets[from], kept.offsets[to]! - 1) : '';
      kept.last = { from, to, answer: answerText(kept.advisors.slice(from, to), run) };
      return kept.last.answer;
    }
    const choices = customerChoices(board, customer);
    const parts = choices.map(({ index, advisor }) =>
      advisor === kept.advisors[index]
        ? kept.text.slice(kept.offsets[index], kept.offsets[index + 1]! - 1)
        : slotJson(board, index, advisor),
    );
    return answerText(
      choices.map((c) => c.advisor),
      parts.join(','),
    );
  }

  get size() {
    return this.kept.size;
  }

  private serialised(board: SlotBoard, preferred: string | null): Serialised {
    let id = this.ids.get(board);
    if (id === undefined) this.ids.set(board, (id = this.nextId++));
    const key = `${id} ${preferred ?? ''}`;
    let kept = this.kept.get(key);
    this.kept.delete(key);
    if (!kept) {
      const offsets: number[] = [];
      const advisors = board.starts.map((_, i) => defaultAdvisor(board, i, preferred));
      let text = '';
      for (let i = 0; i < board.starts.length; i++) {
        offsets.push(text.length);
        text += `${slotJson(board, i, advisors[i]!)},`;
      }
      offsets.push(text.length);
      kept = { text, offsets, advisors };
      if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
    }
    this.kept.set(key, kept);
    return kept;
  }
}

const perApp = new WeakMap<object, SlotAnswers>();

/** The app's kept answers (one per AppDeps, as the boards: every test context has its own). */
export function slotAnswers(deps: object): SlotAnswers {
  let answers = perApp.get(deps);
  if (!answers) perApp.set(deps, (answers = new SlotAnswers()));
  return answers;
}
