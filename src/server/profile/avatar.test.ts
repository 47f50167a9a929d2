import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { files, users } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, jpegBytes, pdfBytes, pngBytes, webpBytes } from '@/server/test/files';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MB = 1024 * 1024;

const upload = async (token: string, parts: Parameters<typeof form>[0]) => {
  const res = await ctx.api('POST', '/api/profile/avatar', { token, lang: 'en', body: form(parts) });
  return { status: res.status, body: await res.json() };
};
const avatarRows = (userId: string) =>
  ctx.deps.db
    .select()
    .from(files)
    .where(and(eq(files.ownerId, userId), eq(files.purpose, 'avatar')));

test('a JPEG, PNG or WebP becomes the avatar; each new one replaces the previous, row and bytes', async () => {
  const { user, token } = await createUser(ctx);
  let previous: string | undefined;
  for (const [bytes, name, mime] of [
    [jpegBytes(), 'me.jpg', 'image/jpeg'],
    [pngBytes(), 'me.png', 'image/png'],
    [webpBytes(), 'me.webp', 'image/webp'],
  ] as const) {
    const { status, body } = await upload(token, { avatar: [bytes, name] });
    expect(status).toBe(200);
    const id = /^\/files\/([0-9a-f-]{36})$/.exec(body.data.avatarUrl)?.[1];
    expect(id).toBeDefined();
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.avatarFileId).toBe(id);
    expect((await avatarRows(user.id)).map((r) => r.id)).toEqual([id]);
    expect(await readdir(path.join(ctx.dataDir, 'uploads', user.id))).toEqual([id]);
    const image = await ctx.api('GET', `/api${body.data.avatarUrl}`, { token });
    expect(image.headers.get('content-type')).toBe(mime);
    if (previous) expect((await ctx.api('GET', `/api/files/${previous}`, { token })).status).toBe(404);
    previous = id;
  }
});

test('anything but an image is refused by its content, and the old avatar stays', async () => {
  const { user, token } = await createUser(ctx);
  const first = await upload(token, { avatar: [pngBytes(), 'me.png'] });
  const refused = await upload(token, { avatar: [pdfBytes(), 'me.png'] });
  expect(refused.status).toBe(415);
  expect(refused.body.error.fields).toEqual({
    avatar: 'Invalid file type. Your profile photo must be a JPEG, PNG or WebP image.',
  });
  const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, user.id));
  expect(`/files/${row?.avatarFileId}`).toBe(first.body.data.avatarUrl);
});

test('an avatar over 2 MB is refused with the size in the message, nothing stored', async () => {
  const { user, token } = await createUser(ctx);
  const big = Buffer.concat([pngBytes(), Buffer.alloc(2 * MB)]);
  const res = await upload(token, { avatar: [big, 'big.png'] });
  expect(res.status).toBe(413);
  expect(res.body.message).toBe('The file must be smaller than 2 MB.');
  expect(await avatarRows(user.id)).toHaveLength(0);
  expect(await readdir(path.join(ctx.dataDir, 'uploads', user.id))).toEqual([]);
});

test('the file must come in the field named avatar', async () => {
  const { token } = await createUser(ctx);
  const res = await upload(token, { file: [pngBytes(), 'me.png'] });
  expect(res.status).toBe(400);
  expect(Object.keys(res.body.error.fields)).toEqual(['avatar']);
});
