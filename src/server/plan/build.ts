import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import { readPlanContent } from '@/lib/plan/content';
import { isConfirmed, itemsForRoute, planProgress, PROGRAMME_LEVEL, ROUTE_LEVEL } from '@/lib/plan/rules';
import { CEFR_LEVELS, type CefrLevel, type RouteCheckResult, type RouteId } from '@/lib/schemas/eligibility';
import type { Plan, PlanItem, PlanItemStatus } from '@/lib/schemas/plan';
import type { Database } from '@/server/db/client';
import { casePlanItems, casePlans, eligibilityChecks, files, languageEntries, type FileRow } from '@/server/db/schema';
import { DOCUMENT_PURPOSES } from '@/server/documents/view';

/** Documents from other screens that count for an item until the customer files one under it. */
const MATCHING_PURPOSE: Record<string, FileRow['purpose']> = { cv: 'cv', languageCertificate: 'languageCertificate' };

const FILED_STATUS = { pending_review: 'in_review', approved: 'approved', rejected: 'rejected' } as const;
const MATCHED_STATUS = { pending_review: 'uploaded', approved: 'approved', rejected: 'rejected' } as const;

type Filed = Pick<FileRow, 'planItem' | 'purpose' | 'reviewStatus'>;

/**
 * The document that speaks for an item: an approved one if any, else the newest (rows come newest first). The case
 * list's progress (progress.ts) asks the same question of lighter rows.
 */
export function documentFor<Row extends Filed>(
  key: string,
  documents: Row[],
): { row: Row; status: PlanItemStatus } | null {
  const filed = documents.filter((row) => row.planItem === key);
  const pick = (rows: Row[]) => rows.find((row) => row.reviewStatus === 'approved') ?? rows[0];
  const own = pick(filed);
  if (own) return { row: own, status: FILED_STATUS[own.reviewStatus] };
  const purpose = MATCHING_PURPOSE[key];
  const matched = purpose && pick(documents.filter((row) => row.purpose === purpose && row.planItem === null));
  return matched ? { row: matched, status: MATCHED_STATUS[matched.reviewStatus] } : null;
}

const maxLevel = (levels: (CefrLevel | null)[]): CefrLevel | null =>
  levels.reduce<CefrLevel | null>(
    (best, level) => (level && (!best || CEFR_LEVELS.indexOf(level) > CEFR_LEVELS.indexOf(best)) ? level : best),
    null,
  );

/** German from onboarding ("Native" counts as C2) and from language certificates staff approved. */
async function germanLevel(db: Database, userId: string, documents: FileRow[]): Promise<CefrLevel | null> {
  const entries = await db
    .select({ level: languageEntries.level })
    .from(languageEntries)
    .where(and(eq(languageEntries.userId, userId), eq(languageEntries.language, 'de')));
  const certified = documents
    .filter((row) => row.purpose === 'languageCertificate' && row.reviewStatus === 'approved')
    .filter((row) => row.language === null || row.language === 'de')
    .map((row) => row.cefrLevel);
  return maxLevel([...entries.map((e) => (e.level === 'Native' ? 'C2' : e.level)), ...certified]);
}

/** The newest saved route check's first fitting route (the tool lists routes best first). */
async function suggestedRoute(db: Database, userId: string): Promise<RouteId | null> {
  const [check] = await db
    .select({ result: eligibilityChecks.result })
    .from(eligibilityChecks)
    .where(and(eq(eligibilityChecks.userId, userId), eq(eligibilityChecks.tool, 'route-check')))
    .orderBy(desc(eligibilityChecks.createdAt))
    .limit(1);
  return (check?.result as RouteCheckResult | undefined)?.routes.find((route) => route.fits)?.id ?? null;
}

/** A customer's plan in the reader's language: what GET /api/plan and the staff console's plan section show. */
export async function buildPlan(db: Database, userId: string, locale: Locale): Promise<Plan> {
  const content = readPlanContent();
  const [chosen] = await db.select().from(casePlans).where(eq(casePlans.userId, userId));
  const overrides = await db.select().from(casePlanItems).where(eq(casePlanItems.userId, userId));
  const documents = await db
    .select()
    .from(files)
    .where(and(eq(files.ownerId, userId), inArray(files.purpose, DOCUMENT_PURPOSES)))
    .orderBy(desc(files.createdAt), desc(files.id));
  const route = chosen?.route ?? null;

  const status = (key: string) => {
    const found = documentFor(key, documents);
    return {
      status: found?.status ?? 'missing',
      rejectionReason: found?.status === 'rejected' ? found.row.rejectionReason : null,
      documentId: found?.row.id ?? null,
    } as const;
  };
  const fromContent = (route ? itemsForRoute(content.items, route) : []).map((item) => {
    const override = overrides.find((o) => o.itemKey === item.key);
    const position = override?.position ?? item.order;
    return {
      position,
      contentOrder: item.order,
      item: {
        key: item.key,
        order: position,
        title: item.text[locale].title,
        how: item.text[locale].how,
        ...status(item.key),
        waived: override?.waived ?? false,
        confirmed: isConfirmed(item, route!),
        addedByAdvisor: false,
        source: item.source,
        checkedAt: item.checkedAt,
        bring: item.bring,
      } satisfies PlanItem,
    };
  });
  // The advisor's own items (decision 085): their words, in every language; no source and no bring rule to invent.
  const added = overrides.flatMap((row) =>
    row.title === null
      ? []
      : [
          {
            position: row.position ?? 0,
            contentOrder: Number.MAX_SAFE_INTEGER,
            item: {
              key: row.itemKey,
              order: row.position ?? 0,
              title: row.title,
              how: row.how ?? '',
              ...status(row.itemKey),
              waived: row.waived,
              confirmed: true,
              addedByAdvisor: true,
              source: null,
              checkedAt: null,
              bring: null,
            } satisfies PlanItem,
          },
        ],
  );
  const items = [...fromContent, ...added]
    .sort((a, b) => a.position - b.position || a.contentOrder - b.contentOrder)
    .map(({ item }) => item);
  return {
    route,
    routeSource: chosen?.routeSource ?? null,
    suggestedRoute: await suggestedRoute(db, userId),
    items,
    progress: planProgress(items),
    language: {
      current: await germanLevel(db, userId, documents),
      routeLevel: (route && ROUTE_LEVEL[route]) ?? null,
      programmeLevel: PROGRAMME_LEVEL,
    },
  };
}
