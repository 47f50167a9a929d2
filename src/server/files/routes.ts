import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { files } from '../db/schema';
import { requireAuth } from '../http/auth';
import { notFound } from '../http/errors';
import { attachmentDisposition } from './names';
import { isUuid } from './service';
import { fileStorage } from './storage';
import { logError } from '../http/log';

/**
 * GET /files/:id — the owner's own file, streamed from storage. Anyone else gets the same 404 as for an id that
 * does not exist. Always a download (never rendered inline), with the type detected at upload, never sniffed.
 */
export function filesRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const storage = fileStorage(deps);
  r.use('*', requireAuth(deps));

  r.get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound();
    const [row] = await deps.db
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.ownerId, c.var.userId)));
    if (!row) throw notFound();
    let stream: Readable;
    try {
      stream = await storage.open({ ownerId: row.ownerId, id: row.id });
    } catch (error) {
      logError('file row without bytes', error, { requestId: c.get('requestId'), fileId: row.id });
      throw notFound();
    }
    return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': row.mime,
      'Content-Length': String(row.size),
      'Content-Disposition': attachmentDisposition(row.originalName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    });
  });

  return r;
}
