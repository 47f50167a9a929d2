// @vitest-environment happy-dom
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signInOnPage, startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { findMails, linkIn } from '@/server/test/eml';
import { errorCode } from '@/lib/api/errors';
import { $emailVerification, resendVerification, verifyEmail } from './email-verification';
import { $session } from './session';

// The verification actions against the real API: the link from the outbox, spent once; "send again".
let api: BrowserApi;
beforeAll(async () => {
  api = await startBrowserApi();
}, 60_000);
afterAll(() => api.close());

const linkTo = async (email: string, n: number) =>
  linkIn((await findMails(`${api.ctx.dataDir}/outbox`, (m) => m.to.includes(email), n))[n - 1]!, '/verify-email').token;

test('"send again" mails a new link; following it verifies the signed-in user here at once, and only once', async () => {
  const account = await signInOnPage(api, { path: '/en/dashboard', lang: 'en' });
  expect($session.get().user?.emailVerified).toBe(false);

  expect(await resendVerification()).toBe(`We sent a verification link to ${account.email}.`);
  const token = await linkTo(account.email, 2);
  expect(await verifyEmail(token)).toMatchObject({ email: account.email });
  expect($emailVerification.get()).toMatchObject({ status: 'verified', email: account.email });
  expect($session.get().user?.emailVerified).toBe(true);

  // Spent: the action rejects with the API error as it came, and the state says so.
  expect(errorCode(await verifyEmail(token).catch((e: unknown) => e))).toBe('INVALID_VERIFICATION_TOKEN');
  expect($emailVerification.get().status).toBe('failed');
  expect(errorCode(await resendVerification().catch((e: unknown) => e))).toBe('EMAIL_ALREADY_VERIFIED');
});
