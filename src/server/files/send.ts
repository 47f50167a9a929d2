import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { FileRow } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { logError } from '@/server/log/logger';
import { attachmentDisposition } from './names';
import type { FileStorage } from '@/server/storage/storage';

/**
 * Streams a stored file as a download: never rendered inline, the type detected at upload (never sniffed), not
 * cached. The caller has already decided the requester may have `row`.
 */
export async function sendFile(c: Context, storage: FileStorage, row: FileRow): Promise<Response> {
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
}
