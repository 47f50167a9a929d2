import { Hono } from 'hono';
import { confirmPasswordSchema } from '@/lib/schemas/auth';
import { currentUser } from '@/server/auth/session';
import type { AppDeps, AppEnv } from '@/server/context';
import { fileStorage } from '@/server/storage/storage';
import { requireAuth } from '@/server/http/auth';
import { logError } from '@/server/log/logger';
import { validateJson } from '@/server/http/validate';
import { passwordConfirmation } from '@/server/profile/password';
import { exportArchive } from './archive';
import { pagesAbout } from './pages';
import { answersFile } from '@/server/http/answers';

/**
 * POST /profile/export (GDPR Art. 15 and 20): after the password is typed again, a ZIP with `data.json` — every
 * row about the user, by table, secrets left out — and every file they uploaded, streamed from storage one after
 * the other. The archive streams from its first byte: `data.json` is written page by page as the rows are read
 * (never a whole file, a whole table or the whole archive in memory; decision 092).
 */
export function dataExportRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const confirm = passwordConfirmation(deps);

  r.post('/', answersFile('application/zip'), requireAuth(deps), validateJson(confirmPasswordSchema), async (c) => {
    const user = await currentUser(deps, c.var.userId);
    await confirm(user, c.req.valid('json').password, 'password');
    // Nothing is read or sent before the password is right; from here on the archive streams (archive.ts).
    const exportedAt = deps.now().toISOString();
    const requestId = c.get('requestId');
    const body = exportArchive({
      readme: c.var.t('account:export.readme', { date: exportedAt.slice(0, 10) }),
      exportedAt,
      pages: pagesAbout(deps.db, user.id),
      openFile: (file) => fileStorage(deps).open({ ownerId: user.id, id: file.id }),
      // A row whose bytes are gone still gets an entry, saying so, rather than a broken archive.
      onUnreadableFile: (file, error) =>
        logError('a file of a data export could not be read', error, { requestId, fileId: file.id }),
      onAbort: (error) => logError('a data export broke off after it had begun', error, { requestId }),
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="data-export-${exportedAt.slice(0, 10)}.zip"`,
      },
    });
  });

  return r;
}
