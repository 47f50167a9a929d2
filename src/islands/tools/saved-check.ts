import type { TFunction } from 'i18next';
import type { ChancenkarteResult, RouteCheckResult, SavedCheck } from '@/lib/schemas/eligibility';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { toQuery } from './form';

const PATHS = { 'route-check': '/tools/route-check/', chancenkarte: '/tools/chancenkarte/' } as const;

/** One line saying what a saved check found ("14 points: eligible", "fits: EU Blue Card, skilled worker"). */
export function savedCheckSummary(check: SavedCheck, t: TFunction<'tools'>): string {
  if (check.tool === 'chancenkarte') {
    const result = check.result as ChancenkarteResult;
    return t(result.eligible ? 'card.pointsEligible' : 'card.pointsNotYet', {
      points: result.points,
      threshold: result.threshold,
    });
  }
  const fitting = (check.result as RouteCheckResult).routes.filter((route) => route.fits);
  return fitting.length === 0
    ? t('card.routesNone')
    : t('card.routes', { routes: fitting.map((route) => t(`routeShort.${route.id}`)).join(', ') });
}

/** The tool's page with the saved answers filled in, to look at the result again (or change an answer). */
export const savedCheckLink = (check: SavedCheck, locale: Locale) =>
  `${localePath(locale, PATHS[check.tool])}?${toQuery(check.answers as Record<string, unknown>)}`;

/** A tool's page in the locale (where to go when nothing was saved yet). */
export const toolPath = (tool: keyof typeof PATHS, locale: Locale) => localePath(locale, PATHS[tool]);
