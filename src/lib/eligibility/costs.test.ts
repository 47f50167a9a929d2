import { expect, test } from 'vitest';
import { costsAnswersSchema } from '@/lib/schemas/eligibility';
import { planCosts, toLira } from './costs';

const plan = (overrides: Record<string, unknown>) => planCosts(costsAnswersSchema.parse(overrides));

test('a Blue Card plan with ZAB and the fast-track: official fees (75 + 200 + 411 €) plus the user’s own estimates', () => {
  const result = plan({ route: '18g', zab: true, fastTrack: true, translations: '120', apostilles: '45.5' });
  expect(result.items).toEqual([
    { id: 'visa', cents: 7_500, figure: 'nationalVisaFee' },
    { id: 'zab', cents: 20_000, figure: 'zabStatementFee' },
    { id: 'fastTrack', cents: 41_100, figure: 'fastTrackFee' },
    { id: 'translations', cents: 12_000 },
    { id: 'apostilles', cents: 4_550 },
  ]);
  expect(result.feesCents).toBe(85_150);
  expect(result.funds).toBeNull();
});

test('the Chancenkarte plan adds the (unconfirmed) proof of funds for the months chosen, and has no fast-track', () => {
  const result = plan({ route: '20a', fastTrack: true, fundsMonths: '12' });
  expect(result.items.map((i) => i.id)).toEqual(['visa']);
  expect(result.funds).toEqual({ cents: 1_309_200, months: 12, figure: 'chancenkarteFunds' });
  expect(result.timeline.map((p) => p.id)).toEqual(['recognition', 'visaWait']);
});

test('the timeline runs the phases one after the other, from the user’s own waiting times', () => {
  const result = plan({
    route: '18b',
    fastTrack: true,
    recognitionMonths: '4',
    fastTrackMonths: '2',
    visaWaitMonths: '3',
  });
  expect(result.timeline).toEqual([
    { id: 'recognition', startMonth: 0, months: 4 },
    { id: 'fastTrack', startMonth: 4, months: 2 },
    { id: 'visaWait', startMonth: 6, months: 3 },
  ]);
  expect(result.totalMonths).toBe(9);
});

test('lira amounts are the euro amount times the ECB rate, rounded to whole lira', () => {
  expect(toLira(7_500, 35.1868)).toBe(2_639);
});
