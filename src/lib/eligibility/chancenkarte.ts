import type { ChancenkarteAnswers, ChancenkarteResult, ToolMessage } from '@/lib/schemas/eligibility';
import { figure, type FigureId } from './figures';
import { atLeast } from './levels';

/**
 * The Chancenkarte (§ 20a AufenthG) and its points (§ 20b Abs. 1 with the table in the Anlage). Rules are named by
 * the number of § 20b Abs. 1 they come from, so a result can always be traced to the law.
 */
interface PointRule {
  rule: string;
  figure: FigureId;
  /** Met by these answers. */
  met: (a: ChancenkarteAnswers) => boolean;
  /** Rules of the same group: only the best one met counts ("es sei denn, er erhält Punkte nach Nummer …"). */
  group?: 'german' | 'experience' | 'age';
}

export const POINT_RULES: readonly PointRule[] = [
  { rule: '20b-1-1', figure: 'partialRecognitionPoints', met: (a) => a.recognition === 'partial' },
  { rule: '20b-1-2', figure: 'germanB2Points', group: 'german', met: (a) => atLeast(a.germanLevel, 'B2') },
  { rule: '20b-1-3', figure: 'germanB1Points', group: 'german', met: (a) => atLeast(a.germanLevel, 'B1') },
  { rule: '20b-1-4', figure: 'germanA2Points', group: 'german', met: (a) => atLeast(a.germanLevel, 'A2') },
  { rule: '20b-1-5', figure: 'englishC1Points', met: (a) => atLeast(a.englishLevel, 'C1') },
  { rule: '20b-1-6', figure: 'experience5of7Points', group: 'experience', met: (a) => a.experienceYearsLast7 >= 5 },
  { rule: '20b-1-7', figure: 'experience2of5Points', group: 'experience', met: (a) => a.experienceYearsLast5 >= 2 },
  { rule: '20b-1-8', figure: 'shortageOccupationPoints', met: (a) => a.shortageOccupation },
  { rule: '20b-1-9', figure: 'under35Points', group: 'age', met: (a) => a.age < 35 },
  { rule: '20b-1-10', figure: 'age35to40Points', group: 'age', met: (a) => a.age >= 35 && a.age <= 40 },
  { rule: '20b-1-11', figure: 'priorStayPoints', met: (a) => a.priorStayInGermany },
  { rule: '20b-1-12', figure: 'partnerPoints', met: (a) => a.partnerQualifies },
];

/** The rules that score: each group counts once, with its first (highest) rule met. */
function scoring(answers: ChancenkarteAnswers) {
  const taken = new Set<string>();
  return POINT_RULES.filter((r) => {
    if (!r.met(answers) || (r.group && taken.has(r.group))) return false;
    if (r.group) taken.add(r.group);
    return true;
  }).map((r) => ({ rule: r.rule, points: figure(r.figure) }));
}

/** Rules that would add points (age aside), each with the gain over what its group already scores. */
function improvements(breakdown: { rule: string; points: number }[]) {
  const earned = new Map(breakdown.map((b) => [b.rule, b.points]));
  const groupBest = (group?: string) =>
    Math.max(
      0,
      ...POINT_RULES.filter((r) => group && r.group === group && earned.has(r.rule)).map((r) => figure(r.figure)),
    );
  return POINT_RULES.filter((r) => !earned.has(r.rule) && r.group !== 'age')
    .map((r) => ({ rule: r.rule, points: figure(r.figure) - groupBest(r.group) }))
    .filter((r) => r.points > 0);
}

/** § 20a Abs. 4 S. 3: the entry conditions of the points route (a partial recognition stands in for Nr. 1). */
function entryGaps(a: ChancenkarteAnswers): ToolMessage[] {
  const gaps: ToolMessage[] = [];
  if (a.qualification === 'none' && a.recognition !== 'partial') gaps.push({ key: 'missing.qualification' });
  if (!atLeast(a.germanLevel, 'A1') && !atLeast(a.englishLevel, 'B2'))
    gaps.push({ key: 'missing.chancenkarteLanguage' });
  return gaps;
}

export function chancenkartePoints(answers: ChancenkarteAnswers): ChancenkarteResult {
  const threshold = figure('chancenkarteThreshold');
  const funds: ToolMessage[] = answers.funds
    ? []
    : [{ key: 'missing.funds', vars: { amount: figure('chancenkarteFunds') } }];
  const breakdown = scoring(answers);
  const points = breakdown.reduce((sum, b) => sum + b.points, 0);

  // A fully recognised qualification makes the applicant a skilled worker: no points needed (§ 20a Abs. 3 Nr. 1).
  if (answers.recognition === 'full' && answers.qualification !== 'none') {
    return {
      eligible: funds.length === 0,
      route: 'skilled',
      points,
      threshold,
      breakdown,
      missing: funds,
      improvements: [],
    };
  }
  const missing = [...entryGaps(answers), ...funds];
  if (points < threshold) missing.push({ key: 'missing.points', vars: { count: threshold - points } });
  return {
    eligible: missing.length === 0,
    route: 'points',
    points,
    threshold,
    breakdown,
    missing,
    improvements: improvements(breakdown),
  };
}
