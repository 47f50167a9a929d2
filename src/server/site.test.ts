import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { loadEnv } from './env';
import { startServer } from './server';
import { defaultMailFrom, siteUrl } from './site';
import { freshDatabase } from './test/database';
import { findMails, linkIn } from './test/eml';

test('without PUBLIC_SITE_URL, mail links go to the address the server listens on', () => {
  expect(siteUrl({ HOST: '127.0.0.1', PORT: 8080 })).toBe('http://127.0.0.1:8080');
  expect(siteUrl({ HOST: '0.0.0.0', PORT: 4321 })).toBe('http://localhost:4321');
  expect(siteUrl({ HOST: '::1', PORT: 4321 })).toBe('http://[::1]:4321');
  expect(siteUrl({ HOST: 'x', PORT: 1, PUBLIC_SITE_URL: 'https://portal.example/' })).toBe('https://portal.example');
});

test("the default sender is the brand at no-reply@ the site's host (an IP as a domain literal)", () => {
  expect(defaultMailFrom('https://portal.example')).toBe('Almanya Kariyer Portalı <no-reply@portal.example>');
  expect(defaultMailFrom('http://127.0.0.1:4321')).toBe('Almanya Kariyer Portalı <no-reply@[127.0.0.1]>');
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Starts the real server (as `npm start` does, from raw variables) and registers someone over HTTP. */
async function registerOnServer(variables: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-site-'));
  const port = await freePort();
  const env = loadEnv({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: 'x'.repeat(40),
    ...variables,
  });
  const server = await startServer(env, await freshDatabase());
  try {
    const email = `site-${port}@example.com`;
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify({ firstName: 'Ayşe', lastName: 'Yılmaz', email, password: 'Guclu1234', acceptTerms: true }),
    });
    expect(res.status).toBe(201);
    const [mail] = await findMails(path.join(dataDir, 'outbox'), (m) => m.to.includes(email));
    if (!mail) throw new Error('no welcome mail');
    return { port, mail, from: server.deps.env.MAIL_FROM };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

test('a server started with another PUBLIC_SITE_URL sends links to it, from no-reply@ that host', async () => {
  const { mail, from } = await registerOnServer({ PUBLIC_SITE_URL: 'https://karriere.example.de' });
  expect(linkIn(mail, '/verify-email').url.origin).toBe('https://karriere.example.de');
  expect(from).toBe('Almanya Kariyer Portalı <no-reply@karriere.example.de>');
});

test('a server started without PUBLIC_SITE_URL links to itself', async () => {
  const { port, mail } = await registerOnServer({});
  expect(linkIn(mail, '/verify-email').url.origin).toBe(`http://127.0.0.1:${port}`);
});
