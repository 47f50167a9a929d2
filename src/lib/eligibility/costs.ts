import type { CostsAnswers, RouteId } from '@/lib/schemas/eligibility';
import { figure, type FigureId } from './figures';

/**
 * The cost and timeline planner. Official fees come from the dated figures; everything else (recognition fee,
 * the visa service provider, translations, apostilles, waiting times) is the user's own estimate, marked as such.
 * Amounts are integer euro cents so sums never drift; conversion to TRY happens only for display.
 */
export interface CostItem {
  id: 'visa' | 'zab' | 'fastTrack' | 'recognitionFee' | 'serviceFee' | 'translations' | 'apostilles';
  cents: number;
  /** The figure behind an official fee; absent for the user's own estimates. */
  figure?: FigureId;
}

export interface TimelinePhase {
  id: 'recognition' | 'fastTrack' | 'visaWait';
  startMonth: number;
  months: number;
}

export interface CostsPlan {
  items: CostItem[];
  feesCents: number;
  /** Money to show for the stay (not a fee): the Chancenkarte's proof of funds. Null for routes with a salary. */
  funds: { cents: number; months: number; figure: FigureId } | null;
  timeline: TimelinePhase[];
  totalMonths: number;
}

const cents = (euros: number) => Math.round(euros * 100);
/** Routes with a job offer can use the employer's fast-track procedure (§ 81a AufenthG); the others cannot. */
const FAST_TRACK_ROUTES: readonly RouteId[] = ['18a', '18b', '18g', '19c2', '16d', '16d3'];

export function planCosts(a: CostsAnswers): CostsPlan {
  const fastTrack = a.fastTrack && FAST_TRACK_ROUTES.includes(a.route);
  const official = (id: CostItem['id'], fig: FigureId): CostItem => ({ id, cents: cents(figure(fig)), figure: fig });
  const estimate = (id: CostItem['id'], euros: number): CostItem => ({ id, cents: cents(euros) });
  const items = [
    official('visa', 'nationalVisaFee'),
    ...(a.zab ? [official('zab', 'zabStatementFee')] : []),
    ...(fastTrack ? [official('fastTrack', 'fastTrackFee')] : []),
    estimate('recognitionFee', a.recognitionFee),
    estimate('serviceFee', a.serviceFee),
    estimate('translations', a.translations),
    estimate('apostilles', a.apostilles),
  ].filter((item) => item.figure !== undefined || item.cents > 0);

  const funds =
    a.route === '20a'
      ? {
          cents: cents(figure('chancenkarteFunds') * a.fundsMonths),
          months: a.fundsMonths,
          figure: 'chancenkarteFunds' as const,
        }
      : null;

  // Phases run one after the other: recognition, then the employer's fast-track, then the wait for the visa.
  const phases: Omit<TimelinePhase, 'startMonth'>[] = [
    { id: 'recognition', months: a.recognitionMonths },
    ...(fastTrack ? [{ id: 'fastTrack' as const, months: a.fastTrackMonths }] : []),
    { id: 'visaWait', months: a.visaWaitMonths },
  ];
  let start = 0;
  const timeline = phases.map((phase) => {
    const placed = { ...phase, startMonth: start };
    start += phase.months;
    return placed;
  });
  return { items, feesCents: items.reduce((sum, item) => sum + item.cents, 0), funds, timeline, totalMonths: start };
}

/** Euro cents in lira at `rate` (lira per euro), rounded to whole lira. */
export const toLira = (euroCents: number, rate: number) => Math.round((euroCents / 100) * rate);
