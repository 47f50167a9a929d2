import { readdir } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { files } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';
import { createUser } from '../test/users';

let ctx: TestContext;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext();
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

const MB = 1024 * 1024;

/** Sends a chunked multipart upload of `total` bytes the way a slow browser would, resolving on the answer. */
function upload(token: string, total: number) {
  const boundary = 'portal-socket-test';
  let req: ClientRequest | undefined;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/onboarding/cv',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en' },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (text: string) => (body += text));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n\r\n%PDF-1.4\n`);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req!.write(chunk)) return void req!.once('drain', pump);
      }
      req!.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  }).finally(() => req?.destroy());
}

test('over a real connection the client reads the 413 (not a reset) and nothing is stored', async () => {
  const { user, token } = await createUser(ctx);
  const answer = await upload(token, 40 * MB);
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body).error).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'The file must be smaller than 5 MB.' });
  expect(await ctx.deps.db.select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(0);
  expect(await readdir(path.join(ctx.dataDir, 'uploads', user.id))).toEqual([]);
});
