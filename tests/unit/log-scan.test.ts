import { expect, test } from 'vitest';
import { scanLog } from '../e2e/support/log-scan';

test('the e2e log scan finds e-mail addresses, argon2 hashes, JWTs and opaque tokens, by line', () => {
  const log = [
    'Portal ready on http://127.0.0.1:4412 (database: pglite)',
    'Failed query: insert into "users" ... params: ayse.yilmaz@example.com.tr,$argon2id$v=19$m=19456,t=2,p=1$abc',
    'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.sig',
    `refresh ${'Ab3'.repeat(14)}x`,
  ].join('\n');
  expect(scanLog(log)).toEqual([
    { line: 2, kind: 'e-mail address' },
    { line: 2, kind: 'argon2 hash' },
    { line: 3, kind: 'JWT' },
    { line: 4, kind: 'opaque token' },
  ]);
});

test('build output and ordinary log lines are not mistaken for secrets', () => {
  const log = [
    '> germany-relocation-portal@0.1.0 build',
    'dist/_astro/client.BpX2a9Qe.js  185.51 kB │ gzip: 58.40 kB',
    'node_modules/@astrojs/react/dist/index.js',
    '{"level":"error","event":"request failed","requestId":"1b4e28ba-2fa1-4d2b-883f-0016d3cca427","route":"/api/profile"}',
    'Almanya Kariyer Portalı <no-reply@localhost>',
  ].join('\n');
  expect(scanLog(log)).toEqual([]);
});
