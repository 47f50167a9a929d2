import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DOCUMENT_CATEGORIES,
  PURPOSE_BY_CATEGORY,
  type DocumentCounts,
  type DocumentListQuery,
  type DocumentPage,
} from '@/lib/schemas/documents';
import type { Database } from '@/server/db/client';
import { files, messageAttachments } from '@/server/db/schema';
import { keysetPage } from '@/server/db/keyset';
import { preparedQuery } from '@/server/fast/prepared';
import { DOCUMENT_PURPOSES, toUserDocument } from './view';

/**
 * GET /api/documents, keyset-paged oldest first (decision 093): a heavy customer has hundreds of documents, and one
 * answer with all of them cost 65 ms at p99. A page is one prepared statement: the rows after the cursor, whether
 * each was sent with a message (decision 077), its cursor, and every category's counts (an InitPlan, computed once
 * per statement and repeated on each row). Only an empty page reads the counts on their own.
 */

const ofOwner = eq(files.ownerId, sql.placeholder('ownerId'));
// One statement for one category or all three: the purposes arrive as one comma-separated text.
const ofPurposes = sql`${files.purpose} = any(string_to_array(${sql.placeholder('purposes')}::text, ','))`;
// The cursor is exact to the microsecond, as PostgreSQL keeps it: a JavaScript Date would round it away.
const afterCursor = sql`(${files.createdAt}, ${files.id}) > (timestamptz 'epoch' + ${sql.placeholder('micros')}::bigint * interval '1 microsecond', ${sql.placeholder('afterId')}::uuid)`;

// Per purpose: how many, how many rejected. `purpose|total|rejected` joined by commas: small, and parsed by hand.
const countsText = sql<string | null>`(select string_agg(c.purpose || '|' || c.n || '|' || c.r, ',') from
  (select ${files.purpose} as purpose, count(*) as n, count(*) filter (where ${files.reviewStatus} = 'rejected') as r
   from ${files} where ${ofOwner} and ${inArray(files.purpose, DOCUMENT_PURPOSES)} group by ${files.purpose}) c)`;

/**
 * The page's rows first (the index, a sort of the owner's few hundred at most, the limit), then per row of the page
 * only: "sent in a message" and the cursor. Computed beside the sort instead, they ran for every row of the owner
 * (200 for the heavy customer of the 100k bench) before the limit kept 21.
 */
const pageQuery = (name: string, after: SQL | undefined) =>
  preparedQuery((db) => {
    const page = db
      .select({
        id: files.id,
        purpose: files.purpose,
        title: files.title,
        originalName: files.originalName,
        size: files.size,
        mime: files.mime,
        kind: files.kind,
        createdAt: files.createdAt,
        language: files.language,
        planItem: files.planItem,
        reviewStatus: files.reviewStatus,
        rejectionReason: files.rejectionReason,
        reviewedAt: files.reviewedAt,
        sentByStaff: files.sentByStaff,
      })
      .from(files)
      .where(and(ofOwner, ofPurposes, after))
      .orderBy(asc(files.createdAt), asc(files.id))
      .limit(sql.placeholder('limit'))
      .as('page');
    // Written out qualified: inside the sub-select Drizzle would leave "id" bare, and bare it names another table's.
    const pageId = sql.raw('"page"."id"');
    return db
      .select({
        row: { ...page._.selectedFields },
        cursor: sql<string>`(extract(epoch from "page"."created_at") * 1000000)::bigint || '.' || ${pageId}`,
        sent: sql<boolean>`exists (select 1 from ${messageAttachments} where ${messageAttachments.fileId} = ${pageId})`,
        counts: countsText,
      })
      .from(page)
      .orderBy(asc(page.createdAt), asc(page.id))
      .prepare(name);
  });
const firstPage = pageQuery('documents_first_page', undefined);
const laterPage = pageQuery('documents_later_page', afterCursor);
const countsOnly = preparedQuery((db) =>
  db
    .select({ counts: countsText })
    .from(sql`(select 1) one`)
    .prepare('documents_counts'),
);

const CATEGORY_OF = Object.fromEntries(DOCUMENT_CATEGORIES.map((c) => [PURPOSE_BY_CATEGORY[c], c]));

function parseCounts(text: string | null): DocumentCounts {
  const counts: DocumentCounts = {
    cv: { total: 0, rejected: 0 },
    language: { total: 0, rejected: 0 },
    other: { total: 0, rejected: 0 },
  };
  for (const part of text ? text.split(',') : []) {
    const [purpose = '', total = '0', rejected = '0'] = part.split('|');
    const category = CATEGORY_OF[purpose];
    if (category) counts[category] = { total: Number(total), rejected: Number(rejected) };
  }
  return counts;
}

/** One page of the owner's documents after `query.cursor` (the first without one), with the counts. */
export async function documentPage(db: Database, ownerId: string, query: DocumentListQuery): Promise<DocumentPage> {
  const purposes = query.category ? PURPOSE_BY_CATEGORY[query.category] : DOCUMENT_PURPOSES.join(',');
  const values = { ownerId, purposes, limit: query.pageSize + 1 };
  const [micros, afterId] = query.cursor?.split('.') ?? [];
  const rows = query.cursor
    ? await laterPage(db).execute({ ...values, micros, afterId })
    : await firstPage(db).execute(values);
  const counts = parseCounts(
    rows[0] ? rows[0].counts : ((await countsOnly(db).execute({ ownerId }))[0]?.counts ?? null),
  );
  const total = query.category
    ? counts[query.category].total
    : counts.cv.total + counts.language.total + counts.other.total;
  return {
    ...keysetPage(
      rows,
      query.pageSize,
      (row) => row.cursor,
      (row) => ({ ...toUserDocument(row.row), sentInMessage: row.sent }),
      { total, totalCapped: false },
    ),
    counts,
  };
}
