import { expect, test } from 'vitest';
import { VerifiedTokens } from './verified-tokens';

test('a verified token is known until its expiry, not a second longer', () => {
  const tokens = new VerifiedTokens();
  tokens.add('a.b.c', { sub: 'user-1', epoch: 0 }, 1000);
  expect(tokens.get('a.b.c', 999)).toEqual({ sub: 'user-1', epoch: 0 });
  expect(tokens.get('a.b.c', 1000)).toBeUndefined();
  // Once expired it is gone, even for a clock moved back.
  expect(tokens.get('a.b.c', 10)).toBeUndefined();
  expect(tokens.get('x.y.z', 10)).toBeUndefined();
});

test('memory stays bounded: past the limit the oldest entry makes room', () => {
  const tokens = new VerifiedTokens(2);
  tokens.add('t1', { sub: 'u1', epoch: 1 }, 100);
  tokens.add('t2', { sub: 'u2', epoch: 2 }, 100);
  tokens.add('t3', { sub: 'u3', epoch: 3 }, 100);
  expect([tokens.get('t1', 0), tokens.get('t2', 0)?.sub, tokens.get('t3', 0)?.epoch]).toEqual([undefined, 'u2', 3]);
});
