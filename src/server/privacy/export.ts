import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Hono } from 'hono';
import { ZipFile } from 'yazl';
import { confirmPasswordSchema } from '@/lib/schemas/auth';
import { currentUser } from '@/server/auth/session';
import type { AppDeps, AppEnv } from '@/server/context';
import { fileStorage } from '@/server/storage/storage';
import { requireAuth } from '@/server/http/auth';
import { logError } from '@/server/log/logger';
import { validateJson } from '@/server/http/validate';
import { passwordConfirmation } from '@/server/profile/password';
import { rowsAbout } from './rows';
import { answersFile } from '@/server/http/answers';

interface StoredFile {
  id: string;
  originalName: string;
}

/**
 * POST /profile/export (GDPR Art. 15 and 20): after the password is typed again, a ZIP with `data.json` — every
 * row about the user, by table, secrets left out — and every file they uploaded, streamed from storage one after
 * the other (never a whole file, let alone the whole archive, in memory).
 */
export function dataExportRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const confirm = passwordConfirmation(deps);
  const storage = fileStorage(deps);

  r.post('/', answersFile('application/zip'), requireAuth(deps), validateJson(confirmPasswordSchema), async (c) => {
    const user = await currentUser(deps, c.var.userId);
    await confirm(user, c.req.valid('json').password, 'password');
    const tables = await rowsAbout(deps.db, user.id);
    const exportedAt = deps.now().toISOString();
    const zip = new ZipFile();
    zip.addBuffer(Buffer.from(c.var.t('account:export.readme', { date: exportedAt.slice(0, 10) })), 'README.txt');
    zip.addBuffer(Buffer.from(JSON.stringify({ exportedAt, tables }, null, 2)), 'data.json');
    for (const file of (tables.files ?? []) as unknown as StoredFile[]) {
      // Already compressed formats (PDF, JPEG, PNG): stored as they are.
      zip.addReadStreamLazy(`files/${file.id}-${file.originalName}`, { compress: false }, (done) => {
        storage.open({ ownerId: user.id, id: file.id }).then(
          (stream) => done(null, stream),
          (error: unknown) => {
            // A row whose bytes are gone still gets an entry, saying so, rather than a broken archive.
            logError('a file of a data export could not be read', error, {
              requestId: c.get('requestId'),
              fileId: file.id,
            });
            done(null, Readable.from([Buffer.from('This file could not be read from storage.\n')]));
          },
        );
      });
    }
    zip.end();
    const body = Readable.toWeb(zip.outputStream as Readable) as WebReadableStream<Uint8Array>;
    return new Response(body as unknown as ReadableStream, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="data-export-${exportedAt.slice(0, 10)}.zip"`,
      },
    });
  });

  return r;
}
