import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@/server/context';
import { users } from '@/server/db/schema';
import { receiveUpload, uploadBody } from '@/server/files/multipart';
import { fileUrl, saveUpload } from '@/server/files/service';
import { fileStorage } from '@/server/storage/storage';
import { ok } from '@/server/http/envelope';
import { requireAuth } from '@/server/http/auth';
import { avatarAnswerSchema } from '@/lib/schemas/profile';
import { answersWith } from '@/server/http/answers';

/**
 * POST /profile/avatar — multipart field `avatar`, JPEG/PNG/WebP up to 2 MB judged by content. The new picture
 * replaces the old one (row and bytes) and becomes users.avatarFileId. Answers `data: { avatarUrl: '/files/<id>' }`,
 * a path relative to the API base, fetched with the bearer token like every other file.
 */
export function avatarRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const storage = fileStorage(deps);
  r.use('*', requireAuth(deps));

  r.post('/', answersWith(avatarAnswerSchema), uploadBody('avatar', 'avatar'), async (c) => {
    const ownerId = c.var.userId;
    const { file } = await receiveUpload(c.req.raw, { purpose: 'avatar', ownerId, storage, field: 'avatar' });
    const row = await saveUpload(deps.db, storage, file, {
      ownerId,
      purpose: 'avatar',
      replace: true,
      also: async (tx, inserted) => {
        await tx.update(users).set({ avatarFileId: inserted.id }).where(eq(users.id, ownerId));
      },
    });
    return ok(c, { avatarUrl: fileUrl(row.id) });
  });

  return r;
}
