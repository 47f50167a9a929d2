import { expect, test } from 'vitest';
import { fieldIssues } from './issues';
import { registerSchema } from './auth';

const valid = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: ' Ayse@Example.com ',
  password: 'Guclu123',
  acceptTerms: true,
};

test('a valid registration is normalised (trimmed, lower-cased e-mail)', () => {
  expect(registerSchema.parse(valid).email).toBe('ayse@example.com');
});

test('each broken field maps to its own translation key', () => {
  const result = registerSchema.safeParse({
    ...valid,
    firstName: '',
    email: 'nope',
    password: 'short',
    acceptTerms: false,
  });
  expect(result.success).toBe(false);
  if (result.success) return;
  expect(fieldIssues(result.error)).toEqual({
    firstName: { key: 'validation.required' },
    email: { key: 'validation.email' },
    password: { key: 'validation.passwordRule', vars: { min: 8 } },
    acceptTerms: { key: 'validation.acceptTerms' },
  });
});

test('a password needs an uppercase letter and a digit', () => {
  for (const password of ['alllowercase1', 'NoDigitsHere', 'Ab1'])
    expect(registerSchema.safeParse({ ...valid, password }).success, password).toBe(false);
});

test('unknown fields are stripped', () => {
  expect(registerSchema.parse({ ...valid, isAdmin: true })).not.toHaveProperty('isAdmin');
});

test("a rule's own message key keeps its placeholder values (phone minimum digits)", async () => {
  const { phone } = await import('./fields');
  const result = phone.safeParse('12 34');
  expect(result.success).toBe(false);
  if (result.success) return;
  expect(fieldIssues(result.error)).toEqual({ _: { key: 'validation.phoneMin', vars: { min: 6 } } });
});

test('an empty phone is "required", not "too few digits"', async () => {
  const { phone } = await import('./fields');
  const result = phone.safeParse('  ');
  expect(result.success).toBe(false);
  if (!result.success) expect(fieldIssues(result.error)).toEqual({ _: { key: 'validation.required' } });
});
