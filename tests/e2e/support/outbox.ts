import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { parseEml, type Eml } from '../../../src/server/test/eml';
import { OUTBOX_DIR } from './env';

/** Every mail the server wrote to its outbox so far (real .eml files from nodemailer). */
async function readAll(): Promise<Eml[]> {
  const names = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => parseEml(await readFile(path.join(OUTBOX_DIR, name), 'utf8'))));
}

/** Waits for the mail sent to `to` (the server sends it after answering) and returns it. */
export async function waitForMail(to: string): Promise<Eml> {
  let found: Eml | undefined;
  await expect
    .poll(async () => {
      found = (await readAll()).find((mail) => mail.to.includes(to));
      return found !== undefined;
    }, { message: `a mail to ${to} in ${OUTBOX_DIR}` })
    .toBe(true);
  return found as Eml;
}

/** The reset link of the password-reset mail to `to`, as a path on the site under test (`/reset-password?token=…`). */
export async function resetLinkFor(to: string): Promise<string> {
  const mail = await waitForMail(to);
  const link = /https?:\/\/\S+?\/reset-password\?token=[\w%.-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link as string);
  return url.pathname + url.search;
}
