import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { deriveCommonPasswords, OUTPUT, serialise } from '../../../scripts/common-passwords.mjs';
import { fieldIssues } from './issues';
import { changePasswordSchema, registerSchema, resetPasswordSchema } from './auth';

test('the shipped list is exactly what scripts/common-passwords.mjs derives from the package', () => {
  expect(readFileSync(OUTPUT, 'utf8')).toBe(serialise(deriveCommonPasswords()));
});

const registration = { firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com', acceptTerms: true };

test.each(['Password123', 'Passw0rd', 'Qwerty123', 'PASSWORD1', 'Abcd1234'])(
  '%s fits the character rule but is refused as common on register, reset and change',
  (password) => {
    const issues = [
      registerSchema.safeParse({ ...registration, password }),
      resetPasswordSchema.safeParse({ token: 't', password }),
      changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: password }),
    ].map((result) => (result.success ? {} : fieldIssues(result.error)));
    expect(issues).toEqual([
      { password: { key: 'validation.passwordCommon' } },
      { password: { key: 'validation.passwordCommon' } },
      { newPassword: { key: 'validation.passwordCommon' } },
    ]);
  },
);

test('an uncommon password passes', () => {
  expect(registerSchema.safeParse({ ...registration, password: 'Guclu123' }).success).toBe(true);
});
