import { inArray, sql } from 'drizzle-orm';
import { readPlanContent } from '@/lib/plan/content';
import { itemsForRoute, planProgress } from '@/lib/plan/rules';
import type { CasePlanProgress } from '@/lib/schemas/cases';
import type { RouteId } from '@/lib/schemas/eligibility';
import type { Database } from '@/server/db/client';
import { casePlanItems, casePlans, files, users, type FileRow } from '@/server/db/schema';
import { DOCUMENT_PURPOSES } from '@/server/documents/view';
import { documentFor } from './build';

type Override = { key: string; waived: boolean; own: boolean };
type Doc = Pick<FileRow, 'planItem' | 'purpose' | 'reviewStatus'>;

/** The parts of a case's plan progress, as selected beside each customer row (`planProgressColumns`). */
export interface PlanProgressParts {
  planRoute: RouteId | null;
  planOverrides: Override[] | string;
  planDocuments: Doc[] | string;
}

/**
 * The plan's progress parts of the customer row of `users` in the same select (decision 079: approved among the
 * items not waived), as correlated subqueries: per customer the route, the stored item rows and — grouped, so a
 * customer with many uploads costs one row per item — whether each filed item or document kind has an approved
 * document. The case list selects them with its page (one statement, decision 101); `planProgressFrom` reads them.
 */
export function planProgressColumns() {
  // Written out qualified: without a join Drizzle names columns bare, and a bare "id" inside the subqueries would
  // be the file's own id.
  const customer = sql`${users}.${sql.identifier('id')}`;
  return {
    planRoute: sql<RouteId | null>`(select ${casePlans.route} from ${casePlans} where ${casePlans.userId} = ${customer})`,
    planOverrides: sql<Override[] | string>`(select coalesce(json_agg(json_build_object('key', ${casePlanItems.itemKey},
        'waived', ${casePlanItems.waived}, 'own', ${casePlanItems.title} is not null)), '[]'::json)
        from ${casePlanItems} where ${casePlanItems.userId} = ${customer})`,
    planDocuments: sql<
      Doc[] | string
    >`(select coalesce(json_agg(d), '[]'::json) from (select ${files.planItem} as "planItem",
        ${files.purpose} as purpose, case when bool_or(${files.reviewStatus} = 'approved') then 'approved'
        else 'pending_review' end as "reviewStatus" from ${files} where ${files.ownerId} = ${customer}
        and ${inArray(files.purpose, DOCUMENT_PURPOSES)} group by ${files.planItem}, ${files.purpose}) d)`,
  };
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** A case's progress from its parts (the items come from the content, as on the case page); null: no items. */
export function planProgressFrom(row: PlanProgressParts): CasePlanProgress | null {
  const overrides = parsed(row.planOverrides);
  const documents = parsed(row.planDocuments);
  const keys = [
    ...(row.planRoute ? itemsForRoute(readPlanContent().items, row.planRoute).map((item) => item.key) : []),
    ...overrides.filter((o) => o.own).map((o) => o.key),
  ];
  if (keys.length === 0) return null;
  const items = keys.map((key) => ({
    waived: overrides.find((o) => o.key === key)?.waived ?? false,
    status: documentFor(key, documents)?.status ?? 'missing',
  }));
  const needed = items.filter((item) => !item.waived);
  return {
    approved: needed.filter((item) => item.status === 'approved').length,
    needed: needed.length,
    percent: planProgress(items),
  };
}

/** The plan's progress of each of `customerIds` in ONE query; a customer without items has no entry. */
export async function planProgressOf(db: Database, customerIds: string[]): Promise<Map<string, CasePlanProgress>> {
  const result = new Map<string, CasePlanProgress>();
  if (customerIds.length === 0) return result;
  const rows = await db
    .select({ id: users.id, ...planProgressColumns() })
    .from(users)
    .where(inArray(users.id, customerIds));
  for (const row of rows) {
    const progress = planProgressFrom(row);
    if (progress) result.set(row.id, progress);
  }
  return result;
}
