import type { FigureId } from '@/lib/eligibility/figures';

/** The three free tools: their routes, icons and the legal figures each one uses (listed with sources on the page). */
export const TOOLS = [
  {
    key: 'routeCheck',
    path: '/tools/route-check/',
    icon: 'visa',
    figures: [
      'blueCardSalary',
      'blueCardSalaryReduced',
      'experiencedWorkerSalary',
      'over45Salary',
      'chancenkarteThreshold',
      'chancenkarteFunds',
    ],
  },
  {
    key: 'chancenkarte',
    path: '/tools/chancenkarte/',
    icon: 'shield',
    figures: [
      'chancenkarteThreshold',
      'partialRecognitionPoints',
      'germanB2Points',
      'experience5of7Points',
      'under35Points',
      'chancenkarteFunds',
    ],
  },
  {
    key: 'costs',
    path: '/tools/costs/',
    icon: 'clock',
    figures: ['nationalVisaFee', 'zabStatementFee', 'fastTrackFee', 'chancenkarteFunds'],
  },
] as const satisfies readonly { key: string; path: string; icon: string; figures: readonly FigureId[] }[];

export type ToolKey = (typeof TOOLS)[number]['key'];
