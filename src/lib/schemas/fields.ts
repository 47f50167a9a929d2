import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PHONE_MIN_DIGITS } from '../constants';

/** Field rules reused by several forms. Messages are `errors` namespace keys (see issues.ts). */

export const name = z.string().trim().min(1).max(80);

export const email = z.string().trim().toLowerCase().max(254).pipe(z.email('validation.email'));

/** One rule everywhere (DESIGN.md): at least 8 characters, an uppercase letter and a digit. */
export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordRule')
  .max(128)
  .regex(/\p{Lu}/u, 'validation.passwordRule')
  .regex(/\d/, 'validation.passwordRule');

/** Digits with optional +, spaces, dashes, dots and brackets; at least six digits. */
export const phone = z
  .string()
  .trim()
  .min(1) // an empty field says "required", not "at least 6 digits"
  .max(30)
  .regex(/^\+?[\d\s\-().]*$/, 'validation.invalid')
  .refine((value) => value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS, {
    message: 'validation.phoneMin',
    // The message has a {{min}} placeholder: issues.ts should hand a custom issue's params over as its vars.
    params: { min: PHONE_MIN_DIGITS },
  });

/** A calendar date as the browser's <input type="date"> sends it. */
export const isoDate = z.iso.date('validation.invalid');
