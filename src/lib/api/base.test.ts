import { expect, test } from 'vitest';
import { parseApiBase } from './base';

test('unset or blank means the same origin under /api; trailing slashes go', () => {
  expect(parseApiBase(undefined)).toBe('/api');
  expect(parseApiBase('  ')).toBe('/api');
  expect(parseApiBase('/api/')).toBe('/api');
  expect(parseApiBase('https://api.example.com/v1/')).toBe('https://api.example.com/v1');
  expect(parseApiBase('http://127.0.0.1:4322/api')).toBe('http://127.0.0.1:4322/api');
});

test('anything else stops with the variable named', () => {
  for (const bad of [
    'api',
    '//evil.example/api',
    '/api?x=1',
    'ftp://example.com/api',
    'https://u:p@example.com/api',
    'javascript:alert(1)',
  ])
    expect(() => parseApiBase(bad), bad).toThrow(/PUBLIC_API_URL/);
});
