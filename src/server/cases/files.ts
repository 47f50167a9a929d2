import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '@/server/context';
import { files } from '@/server/db/schema';
import { sendFile } from '@/server/files/send';
import { isUuid } from '@/server/files/service';
import { fileStorage } from '@/server/storage/storage';
import { answersFile } from '@/server/http/answers';
import { notFound } from '@/server/http/errors';
import type { StaffEnv } from '@/server/staff/access';
import { findCase } from '@/server/staff/case-access';

/** GET /staff/cases/{userId}/files/{fileId}: a customer's file, for staff who may see the case. */
export function caseFileRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  const storage = fileStorage(deps);

  r.get('/:userId/files/:fileId', answersFile('application/octet-stream'), async (c) => {
    const customer = await findCase(deps.db, c.var.staff, c.req.param('userId'));
    const fileId = c.req.param('fileId');
    if (!isUuid(fileId)) throw notFound();
    const [row] = await deps.db
      .select()
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.ownerId, customer.id)));
    if (!row) throw notFound();
    return sendFile(c, storage, row);
  });

  return r;
}
