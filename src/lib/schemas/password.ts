import { PASSWORD_MIN_LENGTH } from '@/lib/constants';
import common from './common-passwords.json';
import { text } from './fields';

let commonSet: Set<string> | undefined;

/**
 * One of the 10,000 most common breached passwords (scripts/common-passwords.mjs keeps those our rule could
 * otherwise accept), compared case-insensitively: "Password123" is "password123".
 */
export const isCommonPassword = (password: string) => (commonSet ??= new Set(common)).has(password.toLowerCase());

/**
 * One rule everywhere a password is chosen (register, reset, change; DESIGN.md): at least 8 characters, an uppercase
 * letter and a digit, and not a common password. Its own module so pages without a password form do not load the list.
 */
export const password = text(128, { trim: false })
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordRule')
  .regex(/\p{Lu}/u, 'validation.passwordRule')
  .regex(/\d/, 'validation.passwordRule')
  .refine((value) => !isCommonPassword(value), 'validation.passwordCommon');
