import { expect, test } from 'vitest';
import { FIGURES, type Figure } from './figures';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const olderThanAYear = (date: string, today: Date) =>
  today.getTime() - new Date(`${date}T00:00:00Z`).getTime() > YEAR_MS;

/**
 * A figure is stale when it has applied for more than a year (or its start is unknown) and nobody compared it with
 * its source in the last year: thresholds are re-published every January, so an old value is probably wrong.
 */
function staleFigures(figures: Record<string, Figure>, today: Date): string[] {
  return Object.entries(figures)
    .filter(
      ([, f]) => (f.validFrom === null || olderThanAYear(f.validFrom, today)) && olderThanAYear(f.checkedOn, today),
    )
    .map(([id]) => id);
}

test('no figure is more than a year old without a re-check within the last year', () => {
  expect(staleFigures(FIGURES, new Date())).toEqual([]);
});

test('the staleness rule: an old figure needs a recent re-check; a new one does not', () => {
  const today = new Date('2027-03-01T00:00:00Z');
  const base = { value: 1, unit: 'EUR', source: 'https://example.org', status: 'official', note: '' } as const;
  expect(
    staleFigures(
      {
        oldUnchecked: { ...base, validFrom: '2025-01-01', checkedOn: '2025-06-01' },
        oldRechecked: { ...base, validFrom: '2025-01-01', checkedOn: '2026-11-23' },
        unknownStartUnchecked: { ...base, validFrom: null, checkedOn: '2026-01-01' },
        recent: { ...base, validFrom: '2026-12-01', checkedOn: '2025-01-01' },
      },
      today,
    ),
  ).toEqual(['oldUnchecked', 'unknownStartUnchecked']);
});

test('every figure names an https or http source and says what its status rests on', () => {
  for (const [id, f] of Object.entries(FIGURES)) {
    expect(f.source, id).toMatch(/^https?:\/\//);
    expect(f.note.length, id).toBeGreaterThan(10);
    if (f.status === 'unconfirmed') expect(f.note, id).toMatch(/NOT CONFIRMED/);
  }
});

test('the 2026 salary thresholds are the published shares of the 101,400 € ceiling', () => {
  const ceiling = 101_400;
  expect(FIGURES.blueCardSalary.value).toBe(ceiling * 0.5);
  expect(FIGURES.blueCardSalaryReduced.value).toBeCloseTo(ceiling * 0.453, 2);
  expect(FIGURES.experiencedWorkerSalary.value).toBe(ceiling * 0.45);
  expect(FIGURES.over45Salary.value).toBeCloseTo(ceiling * 0.55, 2);
});
