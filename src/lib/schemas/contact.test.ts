import { expect, test } from 'vitest';
import { contactSchema } from './contact';
import { fieldIssues } from './issues';

const valid = { name: 'Ayşe Yılmaz', email: 'Ayse@Example.com', phone: '+90 532 123 45 67', message: 'Merhaba' };

test('a valid message is trimmed and normalised', () => {
  expect(contactSchema.parse({ ...valid, name: '  Ayşe Yılmaz ' })).toEqual({ ...valid, email: 'ayse@example.com' });
});

test('every field is required and each failure maps to its own key', () => {
  const result = contactSchema.safeParse({ name: ' ', email: '', phone: '', message: '' });
  expect(result.success).toBe(false);
  if (result.success) return;
  expect(fieldIssues(result.error)).toEqual({
    name: { key: 'validation.required' },
    email: { key: 'validation.email' },
    phone: { key: 'validation.required' },
    message: { key: 'validation.required' },
  });
});

test('a missing field (not just empty) is reported as required', () => {
  const result = contactSchema.safeParse({});
  expect(result.success).toBe(false);
  if (result.success) return;
  expect(Object.values(fieldIssues(result.error)).map((m) => m.key)).toEqual(Array(4).fill('validation.required'));
});

test('a phone needs six digits and only phone characters', () => {
  const short = contactSchema.safeParse({ ...valid, phone: '12-345' });
  expect(short.success).toBe(false);
  if (!short.success) expect(fieldIssues(short.error).phone).toEqual({ key: 'validation.phoneMin', vars: { min: 6 } });
  expect(contactSchema.safeParse({ ...valid, phone: '0532abc4567' }).success).toBe(false);
  expect(contactSchema.safeParse({ ...valid, phone: '(0532) 123-45-67' }).success).toBe(true);
});

test('the honeypot is optional and unknown fields are dropped', () => {
  expect(contactSchema.parse({ ...valid, website: 'http://spam', admin: true })).toEqual({
    ...valid,
    email: 'ayse@example.com',
    website: 'http://spam',
  });
});
