import { CEFR_LEVELS, type CefrLevel } from '@/lib/schemas/eligibility';

/**
 * CEFR comparisons. The Residence Act names German levels in words (§ 2 Abs. 9–12 AufenthG): "einfache" = A1,
 * "hinreichende" = A2, "ausreichende" = B1, "gute" = B2.
 */
export function atLeast(level: CefrLevel | null, minimum: CefrLevel): boolean {
  return level !== null && CEFR_LEVELS.indexOf(level) >= CEFR_LEVELS.indexOf(minimum);
}
