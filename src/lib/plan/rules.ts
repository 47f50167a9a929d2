import type { CefrLevel, RouteId } from '@/lib/schemas/eligibility';
import { CEFR_LEVELS } from '@/lib/schemas/eligibility';
import type { PlanFacts, PlanItemContent } from '@/lib/schemas/plan-content';

/**
 * The plan's pure rules, shared by the API, the pages and the islands: which items a route needs, whether an item is
 * confirmed for it, and how many guided learning hours lie between two CEFR levels.
 */
export const itemsForRoute = <T extends Pick<PlanItemContent, 'routes'>>(items: T[], route: RouteId): T[] =>
  items.filter((item) => item.routes.includes(route));

export const isConfirmed = (item: Pick<PlanItemContent, 'confirmedFor'>, route: RouteId) =>
  item.confirmedFor.includes(route);

/**
 * The plan's progress, 0–100: approved items among those not waived (decision 079) — the customer's plan, the case
 * page and the case list all show this one number.
 */
export function planProgress(items: { waived: boolean; status: string }[]): number {
  const needed = items.filter((item) => !item.waived);
  const approved = needed.filter((item) => item.status === 'approved').length;
  return needed.length === 0 ? 0 : Math.round((approved / needed.length) * 100);
}

/** The level the company's programme asks for (SPEC §2, the dashboard's language step): B1 German. */
export const PROGRAMME_LEVEL: CefrLevel = 'B1';

/**
 * The German level the route itself names, where the content confirms it: § 20a (points route) asks for A1 German
 * (or B2 English). The other routes' levels depend on the job and are left to the advisor.
 */
export const ROUTE_LEVEL: Partial<Record<RouteId, CefrLevel>> = { '20a': 'A1' };

const HOURS_KEY = { A1: 'hoursA1', A2: 'hoursA2', B1: 'hoursB1', B2: 'hoursB2', C1: 'hoursC1', C2: 'hoursC2' } as const;

/** The published guided learning hours of one level (per level, not cumulative). */
export const levelHours = (facts: PlanFacts, level: CefrLevel) => facts[HOURS_KEY[level]].value ?? 0;

/** The levels still to learn from `current` (null: none yet) up to and including `target`. */
export function levelsToLearn(current: CefrLevel | null, target: CefrLevel): CefrLevel[] {
  const from = current === null ? 0 : CEFR_LEVELS.indexOf(current) + 1;
  return CEFR_LEVELS.slice(from, CEFR_LEVELS.indexOf(target) + 1);
}

export interface TimelineStep {
  level: CefrLevel;
  hours: number;
  /** Weeks from today until this level, at the given weekly hours. */
  weeks: number;
}

/** Each level still to learn with the week it is reached; empty when the target is already met. */
export function languageTimeline(
  facts: PlanFacts,
  current: CefrLevel | null,
  target: CefrLevel,
  weeklyHours: number,
): TimelineStep[] {
  let total = 0;
  return levelsToLearn(current, target).map((level) => {
    total += levelHours(facts, level);
    return { level, hours: levelHours(facts, level), weeks: Math.ceil(total / Math.max(1, weeklyHours)) };
  });
}
