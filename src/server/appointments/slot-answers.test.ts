import { expect, test } from 'vitest';
import { slotAnswerOf } from '@/lib/schemas/appointments';
import { type CustomerSide, type SlotBoard, slotsFromBoard } from './slot-board';
import { SlotAnswers } from './slot-answers';
import type { AdvisorSchedule } from './slots';

/**
 * The kept answers (decision 097) without a database: bounded however many boards and preferred advisors ask, and
 * an answer built again after its entry was dropped is still the board's answer. slot-board.test.ts compares them
 * with the plain search on a seeded business.
 */
const advisor = (id: string): AdvisorSchedule => ({
  advisorId: id,
  name: `Advisor ${id}`,
  hours: [],
  daysOff: new Set(),
});
const HALF_HOUR = 30 * 60_000;
const T0 = Date.UTC(2026, 5, 1, 8);

/** A board of 20 half-hour starts; advisors a, b, c free in turn, `a` at every start. */
function boardOf(): SlotBoard {
  const starts = Array.from({ length: 20 }, (_, i) => T0 + i * HALF_HOUR);
  return {
    minutes: 30,
    starts,
    free: starts.map((_, i) => [advisor('a'), ...(i % 2 ? [advisor('b')] : []), ...(i % 3 ? [advisor('c')] : [])]),
    load: new Map([['a', 3]]),
    advisorIds: new Set(['a', 'b', 'c']),
  };
}

const customer = (preferred: string | null, own: CustomerSide['own'] = []): CustomerSide => ({
  own,
  advisorsByPreference: preferred ? [preferred] : [],
  earliest: T0 + 2 * HALF_HOUR,
  latest: T0 + 15 * HALF_HOUR,
});

const expected = (board: SlotBoard, side: CustomerSide) =>
  JSON.stringify({ success: true, data: slotAnswerOf(slotsFromBoard(board, side)) });

test('at most `max` entries, and an answer built again after eviction is the same', () => {
  const answers = new SlotAnswers(3);
  const boards = [boardOf(), boardOf(), boardOf()];
  for (const board of boards)
    for (const preferred of [null, 'b', 'c']) {
      expect(answers.answer(board, customer(preferred)).text).toBe(expected(board, customer(preferred)));
      expect(answers.size).toBeLessThanOrEqual(3);
    }
  expect(answers.size).toBe(3);
  // The first board's entries are long gone: built again, the same text.
  expect(answers.answer(boards[0]!, customer('b')).text).toBe(expected(boards[0]!, customer('b')));
  expect(answers.size).toBe(3);
});

test('the same answer object while the window covers the same starts; own meetings cut it per request', () => {
  const answers = new SlotAnswers();
  const board = boardOf();
  const first = answers.answer(board, customer('c'));
  expect(answers.answer(board, { ...customer('c'), earliest: T0 + 2 * HALF_HOUR - 1 })).toBe(first);
  const later = { ...customer('c'), earliest: T0 + 2 * HALF_HOUR + 1 };
  expect(answers.answer(board, later).text).toBe(expected(board, later));
  // A meeting of the customer's own with `a` blocks two starts and makes `a` the least loaded elsewhere.
  const own = customer(null, [{ advisorId: 'a', start: T0 + 4 * HALF_HOUR, end: T0 + 6 * HALF_HOUR }]);
  expect(answers.answer(board, own).text).toBe(expected(board, own));
  const none = { ...customer(null), earliest: T0 + 30 * HALF_HOUR };
  expect(answers.answer(board, none).text).toBe('{"success":true,"data":{"advisors":{},"slots":[]}}');
});
