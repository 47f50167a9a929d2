import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  documentCategorySchema,
  documentDeletedSchema,
  documentListQuerySchema,
  documentPageSchema,
  documentUploadFieldsSchema,
  PURPOSE_BY_CATEGORY,
  userDocumentSchema,
} from '@/lib/schemas/documents';
import { answersWith } from '@/server/http/answers';
import { fieldIssues } from '@/lib/schemas/issues';
import type { AppDeps, AppEnv } from '@/server/context';
import { files } from '@/server/db/schema';
import { receiveUpload, uploadBody } from '@/server/files/multipart';
import { deleteOwnedFile, isUuid, saveUpload } from '@/server/files/service';
import { fileStorage } from '@/server/storage/storage';
import { requireAuth } from '@/server/http/auth';
import { ok } from '@/server/http/envelope';
import { ApiError, fieldError, notFound, validationFailed } from '@/server/http/errors';
import { planFiling, planItemExists } from '@/server/plan/filing';
import { validateQuery } from '@/server/http/validate';
import { keptCustomerList } from '@/server/customer-lists/kept';
import { documentPage } from './list';
import { DOCUMENT_PURPOSES, toUserDocument } from './view';

/** Sent before the file, it decides the size limit while the file streams. */
const categoryField = z.object({ category: documentCategorySchema });

/**
 * The documents screen: GET / (the user's CV, language certificates and other documents, oldest first, a page at a
 * time with `?cursor=`, optionally `?category=`; list.ts), POST / (multipart `category`, then `name` for other documents, then `file`), DELETE /{id}. The
 * same rows and file service as the onboarding wizard's uploads, so both screens always show the same files.
 */
export function documentRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const storage = fileStorage(deps);
  r.use('*', requireAuth(deps));

  // The first page (per category tab and page size) is kept per customer (decision 103); later pages are read.
  const firstPages = keptCustomerList(deps.db);
  r.get('/', answersWith(documentPageSchema), validateQuery(documentListQuerySchema), async (c) => {
    const { userId } = c.var;
    const query = c.req.valid('query');
    if (query.cursor) return ok(c, await documentPage(deps.db, userId, query));
    const key = `${userId}:${query.category ?? ''}:${query.pageSize}`;
    const build = async () => ({ data: await documentPage(deps.db, userId, query) });
    return (await firstPages.get(userId, key, 0, build)).send(c);
  });

  // The largest category's allowance; the file itself is held to its category's size while it streams.
  r.post('/', answersWith(userDocumentSchema, 201), uploadBody('otherDocument'), async (c) => {
    const ownerId = c.var.userId;
    const { fields, file } = await receiveUpload(c.req.raw, {
      ownerId,
      storage,
      field: 'file',
      purpose: (sent) => {
        const picked = categoryField.safeParse(sent);
        if (!picked.success) throw validationFailed(fieldIssues(picked.error));
        return PURPOSE_BY_CATEGORY[picked.data.category];
      },
    });
    const parsed = documentUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      await file.pending.discard();
      throw validationFailed(fieldIssues(parsed.error));
    }
    const { category, name, language, planItem, level } = parsed.data;
    if (planItem && !(await planItemExists(deps.db, ownerId, planItem))) {
      await file.pending.discard();
      throw fieldError(400, 'UNKNOWN_PLAN_ITEM', 'planItem', 'plan:errors.unknownItem');
    }
    const row = await saveUpload(deps.db, storage, file, {
      ownerId,
      purpose: file.purpose,
      // A new CV replaces the old one, as in the wizard (one CV per user).
      replace: category === 'cv',
      title: category === 'other' ? (name ?? null) : null,
      language: category === 'language' ? language || null : null,
      ...planFiling(planItem, category === 'language' ? level : undefined),
    });
    return ok(c, toUserDocument(row), 201);
  });

  r.delete('/:id', answersWith(documentDeletedSchema), async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound();
    const [row] = await deps.db
      .select({ purpose: files.purpose })
      .from(files)
      .where(and(eq(files.id, id), eq(files.ownerId, c.var.userId), inArray(files.purpose, DOCUMENT_PURPOSES)));
    if (!row) throw notFound();
    // SPEC §5: a CV stays; the user asks support to remove it.
    if (row.purpose === 'cv') throw new ApiError(409, 'CV_DELETE_FORBIDDEN', 'commerce-api:documents.cvDelete');
    await deleteOwnedFile(deps.db, storage, c.var.userId, id, row.purpose);
    return ok(c, { id });
  });

  return r;
}
