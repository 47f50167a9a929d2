import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@/server/context';
import { files } from '@/server/db/schema';
import { requireAuth } from '@/server/http/auth';
import { notFound } from '@/server/http/errors';
import { sendFile } from './send';
import { isUuid } from './service';
import { fileStorage } from '@/server/storage/storage';
import { answersFile } from '@/server/http/answers';

/**
 * GET /files/:id — the owner's own file, streamed from storage. Anyone else gets the same 404 as for an id that
 * does not exist.
 */
export function filesRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const storage = fileStorage(deps);
  r.use('*', requireAuth(deps));

  r.get('/:id', answersFile('application/octet-stream'), async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound();
    const [row] = await deps.db
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.ownerId, c.var.userId)));
    if (!row) throw notFound();
    return sendFile(c, storage, row);
  });

  return r;
}
