import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { linkIn, parseEml, type Eml } from '@/server/test/eml';
import { OUTBOX_DIR } from './env';

/** Every mail the server wrote to its outbox so far, oldest first (real .eml files from nodemailer). */
export async function readAll(): Promise<Eml[]> {
  const names = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => parseEml(await readFile(path.join(OUTBOX_DIR, name), 'utf8'))));
}

/**
 * Waits for the `n`-th mail to `to` carrying a link to `route` (`/reset-password`, `/verify-email`; the server
 * sends mails after answering) and returns that link as the mail has it: an absolute URL.
 */
export async function mailedLink(to: string, route: string, n = 1): Promise<URL> {
  const mails = await mailsTo(to, (mail) => mail.text.includes(`${route}?token=`), n);
  return linkIn(mails[n - 1] as Eml, route).url;
}

/** The reset link of the password-reset mail to `to`, as a path on the site under test (`/reset-password?token=…`). */
export async function resetLinkFor(to: string): Promise<string> {
  const url = await mailedLink(to, '/reset-password');
  return url.pathname + url.search;
}

/** Waits until at least `count` mails to `to` that `match` picks are in the outbox; answers them, oldest first. */
export async function mailsTo(to: string, match: (mail: Eml) => boolean = () => true, count = 1): Promise<Eml[]> {
  let found: Eml[] = [];
  await expect
    .poll(
      async () => {
        found = (await readAll()).filter((mail) => mail.to.includes(to) && match(mail));
        return found.length;
      },
      { message: `${count} mail(s) to ${to} in ${OUTBOX_DIR}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}
