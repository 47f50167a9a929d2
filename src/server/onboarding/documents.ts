import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { UploadPurpose } from '@/lib/constants';
import { fieldIssues } from '@/lib/schemas/issues';
import { languageCertificateFieldsSchema, otherDocumentFieldsSchema } from '@/lib/schemas/onboarding';
import type { AppDeps, AppEnv } from '@/server/context';
import { receiveUpload, uploadBody } from '@/server/files/multipart';
import { deleteOwnedFile, saveUpload, toFileMeta, type SaveOptions } from '@/server/files/service';
import { fileStorage } from '@/server/storage/storage';
import { ok } from '@/server/http/envelope';
import { validationFailed } from '@/server/http/errors';
import { loadStatus } from './status';
import { onboardingStatusSchema, onboardingUploadSchema } from '@/lib/schemas/onboarding-status';
import { answersWith } from '@/server/http/answers';

/**
 * Step 4's documents: multipart field `file`, type and size from UPLOAD_RULES. Uploads answer
 * `{ file: FileMeta, onboarding: OnboardingStatus }`; deletes answer the status. A CV is replaced by the next one
 * and has no delete (SPEC §5: the user contacts support).
 */
export function documentRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const storage = fileStorage(deps);

  /** Streams the file in, validates the text fields beside it, then stores both or neither. */
  async function upload<S extends z.ZodType>(
    c: Context<AppEnv>,
    purpose: UploadPurpose,
    schema: S,
    options: (fields: z.output<S>) => Omit<SaveOptions, 'ownerId' | 'purpose'>,
  ) {
    const ownerId = c.var.userId;
    const { fields, file } = await receiveUpload(c.req.raw, { purpose, ownerId, storage, field: 'file' });
    const parsed = schema.safeParse(fields);
    if (!parsed.success) {
      await file.pending.discard();
      throw validationFailed(fieldIssues(parsed.error));
    }
    const row = await saveUpload(deps.db, storage, file, { ownerId, purpose, ...options(parsed.data) });
    return ok(c, { file: toFileMeta(row), onboarding: await loadStatus(deps.db, ownerId) }, 201);
  }

  const remove = (purpose: UploadPurpose) => async (c: Context<AppEnv>) => {
    await deleteOwnedFile(deps.db, storage, c.var.userId, c.req.param('id') ?? '', purpose);
    return ok(c, await loadStatus(deps.db, c.var.userId));
  };

  r.post('/cv', answersWith(onboardingUploadSchema, 201), uploadBody('cv'), (c) =>
    upload(c, 'cv', z.object({}), () => ({ replace: true })),
  );

  r.post('/language-certificate', answersWith(onboardingUploadSchema, 201), uploadBody('languageCertificate'), (c) =>
    upload(c, 'languageCertificate', languageCertificateFieldsSchema, (f) => ({ language: f.language || null })),
  );
  r.delete('/language-certificate/:id', answersWith(onboardingStatusSchema), remove('languageCertificate'));

  r.post('/other-document', answersWith(onboardingUploadSchema, 201), uploadBody('otherDocument'), (c) =>
    upload(c, 'otherDocument', otherDocumentFieldsSchema, (f) => ({ title: f.name })),
  );
  r.delete('/other-document/:id', answersWith(onboardingStatusSchema), remove('otherDocument'));

  return r;
}
