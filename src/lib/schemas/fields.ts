import { z } from 'zod';
import { PHONE_MIN_DIGITS } from '@/lib/constants';

/** Field rules reused by several forms. Messages are `errors` namespace keys (see issues.ts). */

const INVALID_CHARACTERS = 'validation.invalidCharacters';
/**
 * No person types a control character (NUL, escape, C1 codes) or half a surrogate pair; PostgreSQL refuses NUL in
 * text, and the others hide in what staff read. Multi-line fields keep tab, line feed and carriage return.
 */
const singleLine = z.refine<string>((value: string) => !/[\p{Cc}\p{Cs}]/u.test(value), INVALID_CHARACTERS);
const multiLine = z.refine<string>((value: string) => !/[^\P{Cc}\t\n\r]|\p{Cs}/u.test(value), INVALID_CHARACTERS);
/** The checks `text()` adds; tests/unit/schemas.test.ts proves every string field of every schema carries one. */
export const TEXT_RULES: readonly unknown[] = [singleLine, multiLine];

/**
 * The one way to declare a text field: trimmed (unless `trim: false`, for passwords and tokens), at most `max`
 * characters, free of control characters. Chain `.min(1)` for a required field, or more rules.
 */
export function text(max: number, options: { multiline?: boolean; trim?: boolean } = {}) {
  const base = options.trim === false ? z.string() : z.string().trim();
  return base.check(options.multiline ? multiLine : singleLine).max(max);
}

export const name = text(80).min(1);

export const email = text(254).toLowerCase().pipe(z.email('validation.email'));

/** Digits with optional +, spaces, dashes, dots and brackets; at least six digits. */
export const phone = text(30)
  .min(1) // an empty field says "required", not "at least 6 digits"
  .regex(/^\+?[\d\s\-().]*$/, 'validation.invalid')
  .refine((value) => value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS, {
    message: 'validation.phoneMin',
    // The message has a {{min}} placeholder: issues.ts should hand a custom issue's params over as its vars.
    params: { min: PHONE_MIN_DIGITS },
  });

/** A calendar date as the browser's <input type="date"> sends it. */
export const isoDate = z.iso.date('validation.invalid');
