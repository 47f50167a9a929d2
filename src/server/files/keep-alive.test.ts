import { readdir, readlink } from 'node:fs/promises';
import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { UPLOAD_RULES, type UploadPurpose } from '@/lib/constants';
import { files } from '@/server/db/schema';
import { DRAIN_LIMIT } from '@/server/http/request-body';
import { startNodeServer } from '@/server/test/node-server';
import { createTestContext, type TestContext } from '@/server/test/context';
import { jpegBytes, pdfBytes } from '@/server/test/files';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startNodeServer>>;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext();
  server = await startNodeServer(ctx.app);
  port = Number(new URL(server.origin).port);
});
afterAll(async () => {
  await server.close();
  await ctx.close();
});

const KB = 1024;
const MB = 1024 * KB;
const BOUNDARY = 'keep-alive-test';
const ROUTES: Record<'cv' | 'avatar', { path: string; field: string; bytes: () => Buffer }> = {
  cv: { path: '/api/onboarding/cv', field: 'file', bytes: pdfBytes },
  avatar: { path: '/api/profile/avatar', field: 'avatar', bytes: jpegBytes },
};

/** A multipart body whose file part is exactly `size` bytes: a real file's head, then padding. */
function multipart(purpose: 'cv' | 'avatar', size: number) {
  const { field, bytes } = ROUTES[purpose];
  const head = bytes();
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="f"\r\n\r\n`),
    head,
    Buffer.alloc(Math.max(0, size - head.length), 0x20),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

interface Answer {
  status: number;
  code: string | undefined;
  ms: number;
  socket: Socket;
  connection: string | undefined;
}

/** One upload over `agent`; `contentLength` may lie (claim more than is sent). */
function upload(agent: Agent, token: string, purpose: 'cv' | 'avatar', body: Buffer, contentLength = body.length) {
  const started = Date.now();
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({
      agent,
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: ROUTES[purpose].path,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': contentLength,
      },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const socket = res.socket;
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          code: (JSON.parse(text) as { error?: { code?: string } }).error?.code,
          ms: Date.now() - started,
          socket,
          connection: res.headers.connection,
        }),
      );
    });
    // Writing may fail once the server has answered and closed; the answer is what counts.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    req.end(body);
  });
}

/** File descriptors this process holds open inside the test's data folder (a leaked `.part` would show here). */
async function openDataFiles() {
  const fds = await readdir('/proc/self/fd');
  const targets = await Promise.all(fds.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
  return targets.filter((target) => target.startsWith(ctx.dataDir));
}

const limit = (purpose: UploadPurpose) => UPLOAD_RULES[purpose].maxBytes;

test.each(['cv', 'avatar'] as const)(
  'every %s just or far over its limit answers 413 at once, leaves nothing behind, and the keep-alive connection carries the next upload',
  async (purpose) => {
    const { user, token } = await createUser(ctx);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const max = limit(purpose);
    const overs = [1, 2, KB, 57 * KB, 3 * MB];
    for (const over of overs) {
      const refused = await upload(agent, token, purpose, multipart(purpose, max + over));
      expect(refused, `${purpose} + ${over} bytes`).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' });
      expect(refused.ms, `${purpose} + ${over} bytes`).toBeLessThan(3000);
      const next = await upload(agent, token, purpose, multipart(purpose, 1000));
      expect(next.status, `the upload after ${purpose} + ${over} bytes`).toBeOneOf([200, 201]);
      // The same connection: the rest of the refused body was drained, not left to break it.
      expect(next.socket, `${purpose} + ${over} bytes`).toBe(refused.socket);
    }
    agent.destroy();
    expect(await readdir(path.join(ctx.dataDir, 'uploads', user.id))).toHaveLength(1);
    expect(await openDataFiles()).toEqual([]);
  },
);

test('far over the limit, or a Content-Length claiming so, is refused at once and the connection closed, not drained', async () => {
  const { user, token } = await createUser(ctx);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const far = await upload(agent, token, 'cv', multipart('cv', limit('cv') + DRAIN_LIMIT + MB));
  expect(far).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE', connection: 'close' });
  // Claims 100 MB, sends 6 MB and waits: refused from the header alone, without waiting for the rest.
  const lying = await upload(agent, token, 'cv', multipart('cv', 6 * MB), 100 * MB);
  expect(lying).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE', connection: 'close' });
  expect(lying.ms).toBeLessThan(3000);
  expect((await upload(agent, token, 'cv', multipart('cv', 1000))).status).toBe(201);
  agent.destroy();
  expect(await readdir(path.join(ctx.dataDir, 'uploads', user.id))).toHaveLength(1);
  expect(await openDataFiles()).toEqual([]);
});

test("Node's fetch (undici, keep-alive): a 6 MB CV is refused, then two small uploads both succeed", async () => {
  const { token } = await createUser(ctx);
  const send = (size: number) => {
    const form = new FormData();
    const pdf = new Uint8Array(pdfBytes());
    form.append('file', new File([pdf, new Uint8Array(size - pdf.length)], 'cv.pdf'));
    return fetch(`http://127.0.0.1:${port}/api/onboarding/cv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  };
  expect((await send(6 * MB)).status).toBe(413);
  expect((await send(1000)).status).toBe(201);
  expect((await send(1000)).status).toBe(201);
});

/** Sends the whole body over a raw socket whatever `contentLength` claims; resolves with everything answered. */
function rawUpload(token: string, body: Buffer, contentLength: number) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer));
    socket.write(
      `POST /api/onboarding/cv HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${contentLength}\r\n\r\n`,
    );
    socket.end(body);
  });
}

test('a body that ends inside the file part (Content-Length claims less than is sent) is a 400, and the server lives on, leaving nothing open', async () => {
  const { token } = await createUser(ctx);
  for (const claimed of [200, 1024]) {
    const answer = await rawUpload(token, multipart('cv', 6 * MB), claimed);
    // The bytes beyond the claimed length are a malformed next request: Node's HTTP parser answers 400 and closes.
    expect(answer, `claims ${claimed} bytes`).toMatch(/^HTTP\/1\.1 400 /);
  }
  const agent = new Agent({ keepAlive: false });
  expect((await upload(agent, token, 'cv', multipart('cv', 1000))).status).toBe(201);
  expect(await openDataFiles()).toEqual([]);
});

/** Sends a chunked multipart upload of `total` bytes the way a slow browser would, resolving on the answer. */
function chunkedUpload(token: string, total: number) {
  const boundary = 'portal-socket-test';
  let req: ClientRequest | undefined;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/onboarding/cv',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'accept-language': 'en',
      },
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

test('a chunked upload (no Content-Length) far over the limit: the client reads the 413, not a reset, and nothing is stored', async () => {
  const { user, token } = await createUser(ctx);
  const answer = await chunkedUpload(token, 40 * MB);
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body).error).toMatchObject({
    code: 'FILE_TOO_LARGE',
    message: 'The file must be smaller than 5 MB.',
  });
  expect(await ctx.deps.db.select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(0);
  expect(await readdir(path.join(ctx.dataDir, 'uploads', user.id))).toEqual([]);
});
