import { and, eq, inArray } from 'drizzle-orm';
import { documentReviewSchema, type DocumentReview, type UserDocument } from '@/lib/schemas/documents';
import type { AppDeps } from '@/server/context';
import { files } from '@/server/db/schema';
import { notify } from '@/server/notifications/notify';
import { notFound } from '@/server/http/errors';
import { isUuid } from '@/server/files/service';
import { toUserDocument, DOCUMENT_PURPOSES } from './view';

/**
 * A staff member's decision on one document (the staff console of issue 12 calls this): approved, or rejected with
 * the reason the customer will read. Deciding again replaces the earlier decision. A missing id, or a file that is
 * not a document (an avatar), is a 404.
 */
export async function reviewDocument(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: { documentId: string; staffId: string } & DocumentReview,
) {
  const review = documentReviewSchema.parse(input);
  if (!isUuid(input.documentId)) throw notFound();
  const [row] = await deps.db
    .update(files)
    .set({
      reviewStatus: review.decision,
      rejectionReason: review.decision === 'rejected' ? review.reason : null,
      reviewedAt: deps.now(),
      reviewedBy: input.staffId,
    })
    .where(and(eq(files.id, input.documentId), inArray(files.purpose, DOCUMENT_PURPOSES)))
    .returning();
  if (!row) throw notFound();
  return toUserDocument(row);
}

/**
 * Tells the owner about a decision (in the app and by mail, with the reason of a rejection). Call it once the
 * review committed; each decision is its own event, so deciding again notifies again.
 */
export async function notifyReview(deps: AppDeps, ownerId: string, document: UserDocument) {
  const rejected = document.reviewStatus === 'rejected';
  await notify(deps, ownerId, {
    kind: rejected ? 'document_rejected' : 'document_approved',
    key: `document:${document.id}:${document.reviewStatus}:${document.reviewedAt}`,
    params: { document: document.name, ...(rejected && { reason: document.rejectionReason ?? '' }) },
    link: '/dashboard/documents',
  });
}
