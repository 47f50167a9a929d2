import { randomUUID } from 'node:crypto';
import yauzl from 'yauzl';
import { createAdvisor, slots } from './appointments';
import { PASSWORD } from './accounts';
import { buy } from './commerce';
import type { TestContext } from './context';
import { form, pngBytes } from './files';
import { completeOnboarding } from './onboarding';
import { tokenFor } from './staff';

/** Test support for the data-export and account-deletion suites. */

async function call(ctx: TestContext, method: string, path: string, options: Parameters<TestContext['api']>[2]) {
  const res = await ctx.api(method, path, options);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/**
 * A customer who has used every part of the product through the API: account (refresh and reset tokens),
 * onboarding with a CV, an extra document, a paid package with its steps, an appointment (and its notification),
 * a support message, a staff note on the case. Names and e-mail are unique so a search for them means something.
 */
export async function customerWithEverything(ctx: TestContext) {
  const tag = randomUUID().slice(0, 8);
  const email = `everything-${tag}@example.com`;
  const names = { firstName: `Zeynep${tag}`, lastName: `Kaya${tag}` };
  const advisor = await createAdvisor(ctx, undefined, { firstName: `Jonas${tag}` });
  const registered = await call(ctx, 'POST', '/api/auth/register', {
    json: { ...names, email, password: PASSWORD, acceptTerms: true },
  });
  const token = registered.access_token as string;
  const userId = (registered.user as { id: string }).id;
  await call(ctx, 'POST', '/api/auth/forgot-password', { json: { email } });
  await completeOnboarding(ctx, token);
  const document = pngBytes();
  await call(ctx, 'POST', '/api/documents', {
    token,
    body: form({ category: 'other', name: 'Diploma', file: [document, 'diploma.png'] }),
  });
  await buy(ctx, token, 'BASIC');
  const nextWeek = new Date(ctx.deps.now().getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
  const [slot] = await slots(
    ctx,
    token,
    nextWeek,
    new Date(Date.parse(nextWeek) + 4 * 86_400_000).toISOString().slice(0, 10),
  );
  await call(ctx, 'POST', '/api/appointments', {
    token,
    json: { type: 'consultation', meetingType: 'online', notes: '', start: slot!.start },
  });
  await call(ctx, 'POST', '/api/support-messages', {
    token,
    json: { category: 'general', subject: 'Soru', message: 'Merhaba' },
  });
  const staffToken = await tokenFor(ctx, advisor.user.id);
  await call(ctx, 'POST', `/api/staff/cases/${userId}/notes`, {
    token: staffToken,
    json: { body: 'Called, all fine.' },
  });
  return { userId, email, names, token, document, advisor };
}

/** The entries of a ZIP archive, by name. */
export function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
