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

/**
 * The plan's progress of each case on one page of the case list (decision 079: approved among the items not
 * waived), in ONE query for the whole page: per customer the route, the stored item rows and — grouped, so a
 * customer with many uploads costs one row per item — whether each filed item or document kind has an approved
 * document. The items themselves come from the content, as on the case page. null: no route and no own items.
 */
export async function planProgressOf(db: Database, customerIds: string[]): Promise<Map<string, CasePlanProgress>> {
  const result = new Map<string, CasePlanProgress>();
  if (customerIds.length === 0) return result;
  // Written out qualified: without a join Drizzle names columns bare, and a bare "id" inside the subqueries would
  // be the file's own id.
  const customer = sql`${users}.${sql.identifier('id')}`;
  const rows = await db
    .select({
      id: users.id,
      route: sql<RouteId | null>`(select ${casePlans.route} from ${casePlans} where ${casePlans.userId} = ${customer})`,
      overrides: sql<Override[]>`(select coalesce(json_agg(json_build_object('key', ${casePlanItems.itemKey},
        'waived', ${casePlanItems.waived}, 'own', ${casePlanItems.title} is not null)), '[]'::json)
        from ${casePlanItems} where ${casePlanItems.userId} = ${customer})`,
      documents: sql<Doc[]>`(select coalesce(json_agg(d), '[]'::json) from (select ${files.planItem} as "planItem",
        ${files.purpose} as purpose, case when bool_or(${files.reviewStatus} = 'approved') then 'approved'
        else 'pending_review' end as "reviewStatus" from ${files} where ${files.ownerId} = ${customer}
        and ${inArray(files.purpose, DOCUMENT_PURPOSES)} group by ${files.planItem}, ${files.purpose}) d)`,
    })
    .from(users)
    .where(inArray(users.id, customerIds));
  const content = readPlanContent().items;
  for (const row of rows) {
    const overrides = typeof row.overrides === 'string' ? (JSON.parse(row.overrides) as Override[]) : row.overrides;
    const documents = typeof row.documents === 'string' ? (JSON.parse(row.documents) as Doc[]) : row.documents;
    const keys = [
      ...(row.route ? itemsForRoute(content, row.route).map((item) => item.key) : []),
      ...overrides.filter((o) => o.own).map((o) => o.key),
    ];
    if (keys.length === 0) continue;
    const items = keys.map((key) => ({
      waived: overrides.find((o) => o.key === key)?.waived ?? false,
      status: documentFor(key, documents)?.status ?? 'missing',
    }));
    const needed = items.filter((item) => !item.waived);
    result.set(row.id, {
      approved: needed.filter((item) => item.status === 'approved').length,
      needed: needed.length,
      percent: planProgress(items),
    });
  }
  return result;
}
