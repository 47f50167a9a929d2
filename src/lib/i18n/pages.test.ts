import { expect, test } from 'vitest';
import { messages, messagesWith } from './pages';

test('messagesWith keeps only the keys under the given prefixes, in each namespace asked for', () => {
  const picked = messagesWith('de', { contact: ['form.', 'success.'], errors: ['validation.'] });
  const full = messages('de', 'contact', 'errors');
  expect(Object.keys(picked)).toEqual(['contact', 'errors']);
  expect(picked.contact!['form.submit']).toBe(full.contact!['form.submit']);
  expect(Object.keys(picked.contact!).every((k) => k.startsWith('form.') || k.startsWith('success.'))).toBe(true);
  expect(Object.keys(picked.contact!).length).toBeLessThan(Object.keys(full.contact!).length);
  expect(picked.errors!['validation.required']).toBe(full.errors!['validation.required']);
  expect(picked.errors!['common.network']).toBeUndefined();
});
