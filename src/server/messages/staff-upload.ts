import type { Hono } from 'hono';
import { messageAttachmentSchema } from '@/lib/schemas/messages';
import type { AppDeps } from '@/server/context';
import { receiveUpload, uploadBody } from '@/server/files/multipart';
import { saveUpload } from '@/server/files/service';
import { answersWith } from '@/server/http/answers';
import { ok } from '@/server/http/envelope';
import type { StaffEnv } from '@/server/staff/access';
import { audited } from '@/server/staff/audit';
import { fileStorage } from '@/server/storage/storage';
import { findConversationCase } from './access';

/**
 * POST /staff/cases/{id}/messages/attachments (decision 084): staff upload a new file for their next message. It
 * becomes a document of the case's customer — same type, size and byte sniffing as the documents screen
 * (`otherDocument` rules) — marked `sent_by_staff`, and is attached by naming its id in the message's `documentIds`.
 * Staff wrote it, so it needs no review of theirs: it is stored approved and never waits in the review queue.
 */
export function staffAttachmentUpload(
  r: Hono<StaffEnv>,
  deps: AppDeps,
  fileUrl: (customerId: string) => (id: string) => string,
) {
  const storage = fileStorage(deps);
  r.post(
    '/cases/:id/messages/attachments',
    answersWith(messageAttachmentSchema, 201),
    uploadBody('otherDocument'),
    async (c) => {
      const customer = await findConversationCase(deps.db, c.var.staff, c.req.param('id'));
      const { file } = await receiveUpload(c.req.raw, {
        ownerId: customer.id,
        storage,
        field: 'file',
        purpose: 'otherDocument',
      });
      const row = await saveUpload(deps.db, storage, file, {
        ownerId: customer.id,
        purpose: 'otherDocument',
        sentByStaff: { at: deps.now() },
        // A staff write like any other (decision 033), in the upload's own transaction.
        also: (tx, saved) =>
          audited(tx, {
            actor: c.var.staff,
            action: 'document.upload',
            targetType: 'document',
            targetId: saved.id,
            caseId: customer.id,
            detail: { name: saved.originalName },
            at: deps.now(),
          }),
      });
      return ok(
        c,
        { id: row.id, name: row.originalName, size: row.size, mime: row.mime, url: fileUrl(customer.id)(row.id) },
        201,
      );
    },
  );
}
