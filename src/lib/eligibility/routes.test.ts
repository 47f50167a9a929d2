import { expect, test } from 'vitest';
import { routeCheckAnswersSchema, type RouteId } from '@/lib/schemas/eligibility';
import { checkRoutes } from './routes';

// Worked examples for every route of the route check; each names the section of the Residence Act it applies.
const check = (overrides: Record<string, unknown>) =>
  checkRoutes(
    routeCheckAnswersSchema.parse({ qualification: 'university', recognition: 'none', age: 30, ...overrides }),
  );
const route = (result: ReturnType<typeof checkRoutes>, id: RouteId) => result.routes.find((r) => r.id === id)!;
const keys = (messages: { key: string }[]) => messages.map((m) => m.key);

test('§ 18b: a recognised degree and a job offer fit; at 45 or older the salary must reach 55,770 € (§ 18 Abs. 2 Nr. 5)', () => {
  expect(route(check({ recognition: 'full', jobOffer: true, annualSalary: 40_000 }), '18b')).toMatchObject({
    fits: true,
    missing: [],
  });
  const older = route(check({ recognition: 'full', jobOffer: true, annualSalary: 50_000, age: 46 }), '18b');
  expect(older.fits).toBe(false);
  expect(older.missing).toEqual([{ key: 'missing.over45', vars: { amount: 55_770 } }]);
});

test('§ 18a: a recognised vocational qualification and a job offer fit; without recognition it nearly fits', () => {
  expect(route(check({ qualification: 'vocational', recognition: 'full', jobOffer: true }), '18a').fits).toBe(true);
  const notYet = route(check({ qualification: 'vocational', jobOffer: true }), '18a');
  expect(notYet).toMatchObject({ fits: false, nearly: true });
  expect(keys(notYet.missing)).toEqual(['missing.recognition']);
  // A university graduate is not the person § 18a is for: never "nearly".
  expect(route(check({ recognition: 'full', jobOffer: true }), '18a')).toMatchObject({ fits: false, nearly: false });
});

test('§ 18g: the Blue Card needs 50,700 € in general and 45,934.20 € in a shortage occupation (2026)', () => {
  const general = route(check({ recognition: 'full', jobOffer: true, annualSalary: 48_000 }), '18g');
  expect(general.missing).toEqual([{ key: 'missing.salary', vars: { amount: 50_700 } }]);
  expect(route(check({ recognition: 'full', jobOffer: true, annualSalary: 50_700 }), '18g').fits).toBe(true);
  expect(
    route(check({ recognition: 'full', jobOffer: true, annualSalary: 46_000, occupation: 'stem' }), '18g').fits,
  ).toBe(true);
  expect(
    route(check({ recognition: 'full', jobOffer: true, annualSalary: 46_000, recentGraduate: true }), '18g').fits,
  ).toBe(true);
});

test('§ 18g Abs. 2: an IT specialist without a degree qualifies with 3 years of experience in the last 7', () => {
  const it = check({
    qualification: 'none',
    occupation: 'it',
    experienceYearsLast7: 3,
    jobOffer: true,
    annualSalary: 46_000,
  });
  expect(route(it, '18g')).toMatchObject({ fits: true });
  expect(keys(route(it, '18g').reasons)).toContain('reason.itExperience');
  const noOffer = route(check({ qualification: 'none', occupation: 'it', experienceYearsLast7: 3 }), '18g');
  expect(noOffer.missing).toEqual([{ key: 'missing.jobOfferSalary', vars: { amount: 45_934.2 } }]);
});

test('§ 19c Abs. 2 with § 6 BeschV: a qualification from home, 2 years of experience and 45,630 € fit without recognition', () => {
  const answers = { qualification: 'vocational', experienceYearsLast5: 2, jobOffer: true, annualSalary: 45_630 };
  expect(route(check(answers), '19c2').fits).toBe(true);
  const short = route(check({ ...answers, experienceYearsLast5: 1, annualSalary: 40_000 }), '19c2');
  expect(short.missing).toEqual([
    { key: 'missing.experience', vars: { years: 2, within: 5 } },
    { key: 'missing.salary', vars: { amount: 45_630 } },
  ]);
});

test('§ 16d Abs. 1: a partial recognition and A2 German fit a qualification measure; a full recognition does not need one', () => {
  expect(route(check({ recognition: 'partial', germanLevel: 'A2' }), '16d').fits).toBe(true);
  expect(route(check({ recognition: 'partial', germanLevel: 'A1' }), '16d').missing).toEqual([
    { key: 'missing.german', vars: { level: 'A2' } },
  ]);
  expect(keys(route(check({ germanLevel: 'B1' }), '16d').missing)).toEqual(['missing.recognitionDecision']);
  expect(route(check({ recognition: 'full', germanLevel: 'B1' }), '16d')).toMatchObject({ fits: false, nearly: false });
});

test('the German reason says the level the user has and the level the route needs, never less (issue 29)', () => {
  const b1 = route(check({ recognition: 'partial', germanLevel: 'B1' }), '16d');
  expect(b1.reasons).toContainEqual({ key: 'reason.german', vars: { level: 'B1', needed: 'A2' } });
  const partnership = route(check({ germanLevel: 'C1', jobOffer: true }), '16d3');
  expect(partnership.reasons).toContainEqual({ key: 'reason.german', vars: { level: 'C1', needed: 'A2' } });
});

test('§ 16d Abs. 3: the recognition partnership needs a job offer and A2 German', () => {
  expect(route(check({ germanLevel: 'A2', jobOffer: true }), '16d3').fits).toBe(true);
  expect(keys(route(check({ germanLevel: 'A1' }), '16d3').missing)).toEqual(['missing.jobOffer', 'missing.german']);
});

test('§ 20a: the Chancenkarte is scored from the route answers; funds stay a condition to show', () => {
  const card = route(check({ germanLevel: 'B1', experienceYearsLast5: 2, experienceYearsLast7: 2 }), '20a');
  expect(card.fits).toBe(true);
  expect(card.reasons).toEqual([
    { key: 'reason.points', vars: { count: 6, threshold: 6 } },
    { key: 'reason.fundsNeeded', vars: { amount: 1091 } },
  ]);
  expect(route(check({ age: 45, englishLevel: 'B2' }), '20a').missing).toEqual([
    { key: 'missing.points', vars: { count: 6 } },
  ]);
});

test('the mechanical engineer of the journey: partly recognised diploma, B1 German, no job offer yet', () => {
  const result = check({
    occupation: 'stem',
    recognition: 'partial',
    germanLevel: 'B1',
    age: 32,
    experienceYearsLast5: 3,
    experienceYearsLast7: 3,
  });
  const fitting = result.routes.filter((r) => r.fits).map((r) => r.id);
  const nearly = result.routes.filter((r) => r.nearly).map((r) => r.id);
  expect(fitting).toEqual(['16d', '20a']);
  expect(nearly).toEqual(['18b', '18g', '19c2', '16d3']);
  expect(route(result, '18g').missing).toEqual([
    { key: 'missing.recognition' },
    { key: 'missing.jobOfferSalary', vars: { amount: 45_934.2 } },
  ]);
  // Partial recognition (4) + B1 (2) + 2 of 5 years (2) + under 35 (2) + shortage occupation (1).
  expect(route(result, '20a').reasons[0]).toEqual({ key: 'reason.points', vars: { count: 11, threshold: 6 } });
});
