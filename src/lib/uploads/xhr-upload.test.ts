import { Window } from 'happy-dom';
import { afterAll, beforeAll, expect, test } from 'vitest';
import trOnboardingApi from '@locales/tr/onboarding-api.json';
import { createTestContext, type TestContext } from '@/server/test/context';
import { htmlBytes, pdfBytes } from '@/server/test/files';
import { createApiClient } from '@/lib/api/client';
import { errorMessage, fieldErrors, isNetworkError } from '@/lib/api/errors';
import { startTestServer } from '@/server/test/browser';
import { createTokenStorage } from '@/lib/api/tokens';
import type { I18n } from '@/lib/i18n/keys';
import type { TokenPair } from '@/lib/schemas/auth';
import type { OnboardingUpload } from '@/lib/schemas/onboarding-status';
import { uploadFile, UploadError } from './xhr-upload';

// The real API on a real port; happy-dom's XMLHttpRequest (Node has none) with its own FormData and File.
const page = new Window({ url: 'http://127.0.0.1/onboarding' });
Object.assign(globalThis, { XMLHttpRequest: page.XMLHttpRequest, FormData: page.FormData, location: page.location });

let ctx: TestContext;
let origin = '';
let close: () => Promise<void>;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ origin, close } = await startTestServer(ctx.app));
  page.happyDOM.setURL(`${origin}/onboarding`); // same origin, as in production
}, 60_000);
afterAll(async () => {
  await close();
  await ctx.close();
});

async function signedIn() {
  const res = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'tr' },
    body: JSON.stringify({
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: `xhr-${crypto.randomUUID()}@example.com`,
      password: 'Geheim123',
      acceptTerms: true,
    }),
  });
  const { data } = (await res.json()) as { data: TokenPair };
  const values = new Map<string, string>();
  const storage = createTokenStorage(
    () =>
      ({
        getItem: (k: string) => values.get(k) ?? null,
        setItem: (k: string, v: string) => void values.set(k, v),
        removeItem: (k: string) => void values.delete(k),
      }) as Storage,
  );
  storage.setTokens(data);
  const client = createApiClient({ baseURL: `${origin}/api`, storage, onSessionEnd: () => undefined });
  return { storage, client, baseURL: `${origin}/api` };
}

/** A `t` that answers the key it was asked for. */
const keys = { t: (key: string) => key } as unknown as I18n;
const file = (bytes: Buffer, name: string) => new page.File([new Uint8Array(bytes)], name) as unknown as File;

test('a CV goes up with the bearer token; progress ends at 1 and the answer carries file and status', async () => {
  const auth = await signedIn();
  const progress: number[] = [];
  const data = await uploadFile<OnboardingUpload>({
    ...auth,
    path: '/onboarding/cv',
    file: file(pdfBytes(), 'özgeçmiş.pdf'),
    onProgress: (p) => progress.push(p),
  });
  expect(data.file).toMatchObject({ name: 'özgeçmiş.pdf', kind: 'pdf' });
  expect(data.onboarding.documents.cv?.id).toBe(data.file.id);
  expect(progress.at(-1)).toBe(1);
}, 30_000);

test('an expired access token is refreshed once through the client, then the upload is sent again', async () => {
  const auth = await signedIn();
  const refreshBefore = auth.storage.getRefreshToken();
  auth.storage.setTokens({ access_token: 'expired.or.forged' });
  const data = await uploadFile<OnboardingUpload>({
    ...auth,
    path: '/onboarding/other-document',
    file: file(pdfBytes(), 'diploma.pdf'),
    fields: { name: 'Diploma' },
  });
  expect(data.file.title).toBe('Diploma');
  expect(auth.storage.getAccessToken()).not.toBe('expired.or.forged');
  expect(auth.storage.getRefreshToken()).not.toBe(refreshBefore); // rotated by the one refresh
}, 30_000);

test('a disguised file is refused by the server with its localised message and field error', async () => {
  const auth = await signedIn();
  const error = await uploadFile({
    ...auth,
    path: '/onboarding/language-certificate',
    file: file(htmlBytes(), 'sertifika.pdf'),
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UploadError);
  expect((error as UploadError).status).toBe(415);
  expect(errorMessage(error, keys, 'onboarding:errors.certificateUpload')).toBe(trOnboardingApi.languageInvalidType);
  expect(Object.values(fieldErrors(error))).toEqual([trOnboardingApi.languageInvalidType]);
}, 30_000);

test('no answer at all is a network error (the caller shows "cannot connect")', async () => {
  const auth = await signedIn();
  const error = await uploadFile({
    ...auth,
    baseURL: 'http://127.0.0.1:9/api',
    path: '/onboarding/cv',
    file: file(pdfBytes(), 'cv.pdf'),
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UploadError);
  expect(isNetworkError(error)).toBe(true);
  expect(errorMessage(error, keys, 'onboarding:errors.cvUpload')).toBe('errors:common.network');
}, 30_000);

test('a refresh that gets no answer keeps both tokens and fails the upload as a network error', async () => {
  const auth = await signedIn();
  const refreshToken = auth.storage.getRefreshToken();
  auth.storage.setTokens({ access_token: 'expired.or.forged' });
  // The refresh goes to a closed port (the API restarting); the upload itself reaches the server and gets its 401.
  const client = createApiClient({
    baseURL: 'http://127.0.0.1:9/api',
    storage: auth.storage,
    onSessionEnd: () => expect.fail('session ended'),
  });
  const error = await uploadFile({ ...auth, client, path: '/onboarding/cv', file: file(pdfBytes(), 'cv.pdf') }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  expect(errorMessage(error, keys, 'onboarding:errors.cvUpload')).toBe('errors:common.network');
  expect(auth.storage.getAccessToken()).toBe('expired.or.forged');
  expect(auth.storage.getRefreshToken()).toBe(refreshToken);
}, 30_000);
