import { expect, test } from 'vitest';
import { chancenkarteAnswersSchema } from '@/lib/schemas/eligibility';
import { chancenkartePoints } from './chancenkarte';

// Worked examples of § 20a/§ 20b AufenthG with the points table of the Anlage (threshold: 6 points).
const answers = (overrides: Record<string, unknown>) =>
  chancenkarteAnswersSchema.parse({
    qualification: 'university',
    recognition: 'none',
    age: 30,
    funds: true,
    ...overrides,
  });

test('§ 20b: exactly 6 points — B1 German (Nr. 3: 2) + 2 of 5 years (Nr. 7: 2) + under 35 (Nr. 9: 2) — is enough', () => {
  const result = chancenkartePoints(answers({ germanLevel: 'B1', experienceYearsLast5: 2, experienceYearsLast7: 2 }));
  expect(result.breakdown).toEqual([
    { rule: '20b-1-3', points: 2 },
    { rule: '20b-1-7', points: 2 },
    { rule: '20b-1-9', points: 2 },
  ]);
  expect(result).toMatchObject({ route: 'points', points: 6, threshold: 6, eligible: true, missing: [] });
});

test('§ 20b: 5 points — A2 German (Nr. 4: 1) + 2 of 5 years (Nr. 7: 2) + under 35 (Nr. 9: 2) — is one short', () => {
  const result = chancenkartePoints(answers({ germanLevel: 'A2', experienceYearsLast5: 2, experienceYearsLast7: 2 }));
  expect(result.points).toBe(5);
  expect(result.eligible).toBe(false);
  expect(result.missing).toEqual([{ key: 'missing.points', vars: { count: 1 } }]);
  // B1 instead of A2 is worth one more point (Nr. 3 replaces Nr. 4); B2 two more (Nr. 2).
  expect(result.improvements).toContainEqual({ rule: '20b-1-3', points: 1 });
  expect(result.improvements).toContainEqual({ rule: '20b-1-2', points: 2 });
});

test('§ 20b: 13 points — partial recognition (Nr. 1: 4) + B2 (Nr. 2: 3) + C1 English (Nr. 5: 1) + 5 of 7 years (Nr. 6: 3) + under 35 (Nr. 9: 2)', () => {
  const result = chancenkartePoints(
    answers({
      recognition: 'partial',
      germanLevel: 'B2',
      englishLevel: 'C1',
      experienceYearsLast5: 5,
      experienceYearsLast7: 6,
    }),
  );
  // Nr. 3/4 and Nr. 7 do not count on top of Nr. 2 and Nr. 6 ("es sei denn, er erhält Punkte nach Nummer …").
  expect(result.breakdown.map((b) => b.rule)).toEqual(['20b-1-1', '20b-1-2', '20b-1-5', '20b-1-6', '20b-1-9']);
  expect(result).toMatchObject({ points: 13, eligible: true });
});

test('§ 20b Nr. 8, 10, 11, 12: shortage occupation, 35–40, a stay in Germany and a qualifying partner give 1 point each', () => {
  const result = chancenkartePoints(
    answers({
      age: 40,
      englishLevel: 'B2',
      shortageOccupation: true,
      priorStayInGermany: true,
      partnerQualifies: true,
    }),
  );
  expect(result.breakdown).toEqual([
    { rule: '20b-1-8', points: 1 },
    { rule: '20b-1-10', points: 1 },
    { rule: '20b-1-11', points: 1 },
    { rule: '20b-1-12', points: 1 },
  ]);
  expect(result.points).toBe(4);
  expect(chancenkartePoints(answers({ age: 41 })).breakdown).toEqual([]);
});

test('§ 20a Abs. 3 Nr. 1: a fully recognised qualification needs no points, only the funds (§ 20a Abs. 4)', () => {
  expect(chancenkartePoints(answers({ recognition: 'full', age: 50 }))).toMatchObject({
    route: 'skilled',
    eligible: true,
    missing: [],
  });
  const noFunds = chancenkartePoints(answers({ recognition: 'full', funds: false }));
  expect(noFunds.eligible).toBe(false);
  expect(noFunds.missing).toEqual([{ key: 'missing.funds', vars: { amount: 1091 } }]);
});

test('§ 20a Abs. 4 S. 3: without A1 German or B2 English, or without a qualification, points are not enough', () => {
  const noLanguage = chancenkartePoints(
    answers({ englishLevel: 'B1', recognition: 'partial', experienceYearsLast7: 5 }),
  );
  expect(noLanguage.points).toBe(9);
  expect(noLanguage.eligible).toBe(false);
  expect(noLanguage.missing).toEqual([{ key: 'missing.chancenkarteLanguage' }]);
  const noQualification = chancenkartePoints(
    answers({ qualification: 'none', germanLevel: 'B2', experienceYearsLast7: 5 }),
  );
  expect(noQualification.missing).toEqual([{ key: 'missing.qualification' }]);
});
