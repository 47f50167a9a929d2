import type { RouteCheckAnswers, RouteCheckResult, RouteId, RouteResult, ToolMessage } from '@/lib/schemas/eligibility';
import { chancenkartePoints } from './chancenkarte';
import { figure } from './figures';
import { atLeast } from './levels';

/**
 * The route check: for each residence route of the Residence Act, whether the answers fit, what speaks for it and
 * what is missing. Orientation only: the authorities decide, and every result says so.
 */
interface Assessment {
  /** The route is meant for someone with this kind of qualification at all. */
  applicable: boolean;
  reasons: ToolMessage[];
  missing: ToolMessage[];
}

const msg = (key: string, vars?: ToolMessage['vars']): ToolMessage => (vars ? { key, vars } : { key });
const when = (condition: boolean, message: ToolMessage) => (condition ? [message] : []);

/** "Your German is at B1; this route needs at least A2": the level itself, never the minimum in its place. */
const germanReason = (level: RouteCheckAnswers['germanLevel'], needed: 'A2') =>
  level && atLeast(level, needed) ? [msg('reason.german', { level, needed })] : [];

/** "A job offer of at least …" or "a salary of at least …", or nothing when the offer pays enough. */
function salaryGap(a: RouteCheckAnswers, minimum: number): ToolMessage[] {
  if (!a.jobOffer) return [msg('missing.jobOfferSalary', { amount: minimum })];
  return when((a.annualSalary ?? 0) < minimum, msg('missing.salary', { amount: minimum }));
}

/** § 18 Abs. 2 Nr. 5: a first permit at 45 or older needs a salary of 55 % of the ceiling (or a pension plan). */
function over45Gap(a: RouteCheckAnswers): ToolMessage[] {
  if (a.age < figure('over45Age') || !a.jobOffer) return [];
  return when(
    (a.annualSalary ?? 0) < figure('over45Salary'),
    msg('missing.over45', { amount: figure('over45Salary') }),
  );
}

/** §§ 18a, 18b: a skilled worker with a recognised qualification and a job offer for qualified work. */
function skilledWorker(a: RouteCheckAnswers, kind: 'vocational' | 'university'): Assessment {
  const missing = [
    ...when(a.qualification !== kind, msg(kind === 'university' ? 'missing.degree' : 'missing.vocational')),
    ...when(a.qualification === kind && a.recognition !== 'full', msg('missing.recognition')),
    ...when(!a.jobOffer, msg('missing.jobOffer')),
    ...over45Gap(a),
  ];
  const reasons = [
    ...when(a.qualification === kind && a.recognition === 'full', msg('reason.recognised')),
    ...when(a.jobOffer, msg('reason.jobOffer')),
  ];
  return { applicable: a.qualification === kind, reasons, missing };
}

/** § 18g: the EU Blue Card, by degree or (IT specialists) by three years of experience in the last seven. */
function blueCard(a: RouteCheckAnswers): Assessment {
  const reduced = a.occupation !== 'other' || a.recentGraduate;
  const threshold = figure(reduced ? 'blueCardSalaryReduced' : 'blueCardSalary');
  const byDegree = [
    ...when(a.qualification !== 'university', msg('missing.degree')),
    ...when(a.qualification === 'university' && a.recognition !== 'full', msg('missing.recognition')),
    ...salaryGap(a, threshold),
  ];
  const itPath = a.occupation === 'it' && a.experienceYearsLast7 >= 3;
  const missing = itPath ? salaryGap(a, figure('blueCardSalaryReduced')) : byDegree;
  const reasons = [
    ...when(itPath, msg('reason.itExperience')),
    ...when(!itPath && a.qualification === 'university' && a.recognition === 'full', msg('reason.recognised')),
    ...when(reduced, msg('reason.reducedThreshold', { amount: figure('blueCardSalaryReduced') })),
    ...when(
      a.jobOffer && missing.length === 0,
      msg('reason.salaryAtLeast', { amount: itPath ? figure('blueCardSalaryReduced') : threshold }),
    ),
  ];
  return { applicable: a.qualification === 'university' || a.occupation === 'it', reasons, missing };
}

/** § 19c Abs. 2 with § 6 BeschV: a qualification recognised at home, two years' experience, a salary threshold. */
function experiencedWorker(a: RouteCheckAnswers): Assessment {
  const qualified = a.qualification !== 'none';
  const missing = [
    ...when(!qualified, msg('missing.qualification')),
    ...when(a.experienceYearsLast5 < 2, msg('missing.experience', { years: 2, within: 5 })),
    ...salaryGap(a, figure('experiencedWorkerSalary')),
  ];
  const reasons = [
    ...when(qualified, msg('reason.qualificationHome')),
    ...when(a.experienceYearsLast5 >= 2, msg('reason.experience', { years: a.experienceYearsLast5 })),
    msg('reason.collectiveAgreement'),
  ];
  return { applicable: qualified, reasons, missing };
}

/** § 16d Abs. 1: coming to close the gaps a recognition decision names; German usually at least A2. */
function qualificationMeasure(a: RouteCheckAnswers): Assessment {
  const missing = [
    ...when(a.qualification === 'none', msg('missing.qualification')),
    ...when(a.qualification !== 'none' && a.recognition === 'none', msg('missing.recognitionDecision')),
    ...when(!atLeast(a.germanLevel, 'A2'), msg('missing.german', { level: 'A2' })),
  ];
  const reasons = [
    ...when(a.recognition === 'partial', msg('reason.partialRecognition')),
    ...germanReason(a.germanLevel, 'A2'),
  ];
  return { applicable: a.qualification !== 'none' && a.recognition !== 'full', reasons, missing };
}

/** § 16d Abs. 3: the recognition partnership — work first, recognition alongside; needs a job offer and A2 German. */
function recognitionPartnership(a: RouteCheckAnswers): Assessment {
  const missing = [
    ...when(a.qualification === 'none', msg('missing.qualification')),
    ...when(!a.jobOffer, msg('missing.jobOffer')),
    ...when(!atLeast(a.germanLevel, 'A2'), msg('missing.german', { level: 'A2' })),
  ];
  const reasons = [
    ...when(a.qualification !== 'none', msg('reason.qualificationHome')),
    ...when(a.jobOffer, msg('reason.jobOffer')),
    ...germanReason(a.germanLevel, 'A2'),
  ];
  return { applicable: a.qualification !== 'none' && a.recognition !== 'full', reasons, missing };
}

/** § 20a: the Chancenkarte, scored with what the route check knows (funds are a separate condition). */
function opportunityCard(a: RouteCheckAnswers): Assessment {
  const result = chancenkartePoints({
    ...a,
    shortageOccupation: a.occupation !== 'other',
    priorStayInGermany: false,
    partnerQualifies: false,
    funds: true,
  });
  const reasons = [
    result.route === 'skilled'
      ? msg('reason.skilledNoPoints')
      : msg('reason.points', { count: result.points, threshold: result.threshold }),
    msg('reason.fundsNeeded', { amount: figure('chancenkarteFunds') }),
  ];
  return { applicable: a.qualification !== 'none' || a.recognition === 'partial', reasons, missing: result.missing };
}

const ASSESSORS: Record<RouteId, (a: RouteCheckAnswers) => Assessment> = {
  '18a': (a) => skilledWorker(a, 'vocational'),
  '18b': (a) => skilledWorker(a, 'university'),
  '18g': blueCard,
  '19c2': experiencedWorker,
  '16d': qualificationMeasure,
  '16d3': recognitionPartnership,
  '20a': opportunityCard,
};

export function checkRoutes(answers: RouteCheckAnswers): RouteCheckResult {
  const routes = (Object.keys(ASSESSORS) as RouteId[]).map((id): RouteResult => {
    const { applicable, reasons, missing } = ASSESSORS[id](answers);
    const fits = applicable && missing.length === 0;
    return {
      id,
      fits,
      nearly: !fits && applicable && missing.length <= 2,
      reasons,
      missing,
      next: msg(fits ? `next.${id}` : 'next.notYet'),
    };
  });
  return { routes };
}
