import { and, eq, isNull, like, type SQL } from 'drizzle-orm';
import { foldForSearch } from '@/lib/search/fold';
import type { CaseFilter } from '@/lib/schemas/cases';
import { users } from '@/server/db/schema';
import { activePackageExists, documentsWaitingExists } from './columns';

/** What each filter of the case list means (conditions on other resources' tables are in case-columns.ts). */
export const CASE_FILTER_CONDITIONS: Record<CaseFilter, SQL | undefined> = {
  all: undefined,
  onboardingDone: eq(users.onboardingCompleted, true),
  onboardingOpen: eq(users.onboardingCompleted, false),
  unassigned: isNull(users.assignedAdvisorId),
  documentsWaiting: documentsWaitingExists,
  activePackage: activePackageExists,
};

// The user's text is a literal, never a pattern: %, _ and \ match only themselves.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Every word of the search must appear in the name or the e-mail address, folded on both sides (decision 088:
 * "sahin" finds "Şahin", "ISMAIL" finds "İsmail"); the trigram index on `search_text` serves words of 3+ letters.
 */
export function searchCondition(search: string | undefined): SQL | undefined {
  const words = foldForSearch(search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => like(users.searchText, `%${escapeLike(word)}%`)));
}
