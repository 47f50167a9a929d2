import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { documentReviewSchema, userDocumentSchema } from '@/lib/schemas/documents';
import { answersWith } from '@/server/http/answers';
import type { AppDeps } from '@/server/context';
import type { Database } from '@/server/db/client';
import { files } from '@/server/db/schema';
import { isUuid } from '@/server/files/service';
import { ok } from '@/server/http/envelope';
import { notFound } from '@/server/http/errors';
import { validateJson } from '@/server/http/validate';
import type { StaffEnv, StaffMember } from '@/server/staff/access';
import { audited } from '@/server/staff/audit';
import { caseOfOwner } from '@/server/staff/case-access';
import { notifyReview, reviewDocument } from './review';
import { DOCUMENT_PURPOSES } from './view';

/** The document's case (its owner, if the caller may see them); `lock` for writes. */
async function documentCase(db: Database, staff: StaffMember, documentId: string, lock = false) {
  if (!isUuid(documentId)) throw notFound();
  const [row] = await db
    .select({ ownerId: files.ownerId })
    .from(files)
    .where(and(eq(files.id, documentId), inArray(files.purpose, DOCUMENT_PURPOSES)));
  return caseOfOwner(db, staff, row?.ownerId, lock);
}

/**
 * The staff side of documents, under /api/staff: POST /documents/{id}/review. Checks the case, reviews with the
 * documents service, audits in the same transaction and notifies the customer once it committed. Staff read and
 * download a case's documents through the case (cases/files.ts).
 */
export function staffDocumentRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  const { db } = deps;

  r.post('/documents/:id/review', answersWith(userDocumentSchema), validateJson(documentReviewSchema), async (c) => {
    const staff = c.var.staff;
    const { customerId, document } = await db.transaction(async (tx) => {
      const customer = await documentCase(tx, staff, c.req.param('id'), true);
      const view = await reviewDocument(
        { db: tx, now: deps.now },
        { ...c.req.valid('json'), documentId: c.req.param('id'), staffId: staff.id },
      );
      await audited(tx, {
        actor: staff,
        action: 'document.review',
        targetType: 'document',
        targetId: view.id,
        caseId: customer.id,
        detail: { decision: view.reviewStatus },
        at: deps.now(),
      });
      return { customerId: customer.id, document: view };
    });
    await notifyReview(deps, customerId, document);
    return ok(c, document);
  });

  return r;
}
