import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PASSWORD, register } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, pdfBytes, pngBytes } from '@/server/test/files';
import { startLocalS3, type LocalS3 } from '@/server/test/s3';

// The whole app with FILE_STORAGE=s3: uploads, downloads and account deletion go to the bucket, never to DATA_DIR.
let s3: LocalS3;
let ctx: TestContext;
beforeAll(async () => {
  s3 = await startLocalS3();
  ctx = await createTestContext(s3.env);
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

const objectsOf = async (ownerId: string) => {
  const client = new S3Client({
    endpoint: s3.env.S3_ENDPOINT!,
    region: s3.env.S3_REGION!,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! },
  });
  const page = await client.send(
    new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET!, Prefix: `uploads/${ownerId}/` }),
  );
  client.destroy();
  return (page.Contents ?? []).map((item) => item.Key);
};

test('an upload lands in the bucket, downloads byte for byte, and nothing is written to the uploads folder', async () => {
  const account = await register(ctx);
  const pdf = pdfBytes();
  const res = await ctx.api('POST', '/api/onboarding/cv', {
    token: account.access_token,
    body: form({ file: [pdf, 'cv.pdf'] }),
  });
  expect(res.status).toBe(201);
  const { id, url } = (await res.json()).data.file as { id: string; url: string };
  expect(await objectsOf(account.user.id)).toEqual([`uploads/${account.user.id}/${id}`]);

  const download = await ctx.api('GET', `/api${url}`, { token: account.access_token });
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  await expect(readdir(path.join(ctx.dataDir, 'uploads'))).rejects.toMatchObject({ code: 'ENOENT' });
});

test('a refused file (wrong type) leaves no object behind', async () => {
  const account = await register(ctx);
  const res = await ctx.api('POST', '/api/onboarding/cv', {
    token: account.access_token,
    body: form({ file: [pngBytes(), 'cv.pdf'] }),
  });
  expect(res.status).toBe(415);
  expect(await objectsOf(account.user.id)).toEqual([]);
});

test('deleting the account deletes its objects', async () => {
  const account = await register(ctx);
  const token = account.access_token;
  await ctx.api('POST', '/api/onboarding/cv', { token, body: form({ file: [pdfBytes(), 'cv.pdf'] }) });
  await ctx.api('POST', '/api/profile/avatar', { token, body: form({ avatar: [pngBytes(), 'me.png'] }) });
  expect(await objectsOf(account.user.id)).toHaveLength(2);

  const res = await ctx.api('DELETE', '/api/profile', { token, json: { password: PASSWORD } });
  expect(res.status).toBe(200);
  await expect.poll(() => objectsOf(account.user.id)).toEqual([]);
});
