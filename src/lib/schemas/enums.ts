import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';

/**
 * The closed value sets several resources share, each written once: the tuple feeds the Drizzle column
 * (`text('gender', { enum: GENDERS })`), the zod enum validates requests and forms, the type is inferred, and
 * components list their options from the tuple. A value set only one resource uses lives in that resource's
 * schema module instead (e.g. `USER_ROLES` in roles.ts).
 */

export const localeSchema = z.enum(LOCALES);

export const GENDERS = ['male', 'female', 'other'] as const;
export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;

export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export const maritalStatusSchema = z.enum(MARITAL_STATUSES);
export type MaritalStatus = z.infer<typeof maritalStatusSchema>;

/** Languages a user may list (SPEC §3); German is the one the wizard requires. */
export const LANGUAGE_CODES = ['de', 'en', 'tr', 'fr', 'es', 'other'] as const;
export const languageCodeSchema = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof languageCodeSchema>;

export const LANGUAGE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'Native'] as const;
export const languageLevelSchema = z.enum(LANGUAGE_LEVELS);
export type LanguageLevel = z.infer<typeof languageLevelSchema>;

/** An account's status (SPEC §3 shows only `active`). */
export const ACCOUNT_STATUSES = ['active'] as const;
export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof accountStatusSchema>;
