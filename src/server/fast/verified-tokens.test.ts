import { expect, test } from 'vitest';
import { VerifiedTokens } from './verified-tokens';

test('a verified token is known until its expiry, not a second longer', () => {
  const tokens = new VerifiedTokens();
  tokens.add('a.b.c', 'user-1', 1000);
  expect(tokens.get('a.b.c', 999)).toBe('user-1');
  expect(tokens.get('a.b.c', 1000)).toBeUndefined();
  // Once expired it is gone, even for a clock moved back.
  expect(tokens.get('a.b.c', 10)).toBeUndefined();
  expect(tokens.get('x.y.z', 10)).toBeUndefined();
});

test('memory stays bounded: past the limit the oldest entry makes room', () => {
  const tokens = new VerifiedTokens(2);
  tokens.add('t1', 'u1', 100);
  tokens.add('t2', 'u2', 100);
  tokens.add('t3', 'u3', 100);
  expect([tokens.get('t1', 0), tokens.get('t2', 0), tokens.get('t3', 0)]).toEqual([undefined, 'u2', 'u3']);
});
