import { z } from 'zod';
import { GENDERS, LANGUAGE_CODES, LANGUAGE_LEVELS, MARITAL_STATUSES } from './enums';
import { isoDate, phone, text } from './fields';

/**
 * The onboarding wizard's forms, shared by the browser and PUT /api/onboarding/*. Dates are strings as
 * <input type="date"> sends them ('' when empty); messages are translation keys (`validation.*` in `errors`,
 * `onboarding-api:validation.*` for the rules only this wizard has).
 */

const requiredOr = (fallback: string) => (issue: { input?: unknown }) =>
  issue.input === '' || issue.input == null ? 'validation.required' : fallback;

/** A required choice: an empty <select> ('') says "required", anything unknown says "invalid". */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: requiredOr('validation.invalid') });

const requiredDate = z.iso.date({ error: requiredOr('validation.invalid') });
/** Empty input means "no date"; the server stores null. */
const optionalDate = z.union([isoDate, z.literal('')]).optional();
const required = (max: number) => text(max).min(1);

const END_BEFORE_START = 'onboarding-api:validation.endBeforeStart';

/** Today as YYYY-MM-DD in UTC: birth dates compare as strings. */
const today = () => new Date().toISOString().slice(0, 10);

export const personalInfoSchema = z.object({
  birthDate: requiredDate.refine(
    (value) => value >= '1900-01-01' && value <= today(),
    'onboarding-api:validation.birthDate',
  ),
  gender: choice(GENDERS),
  maritalStatus: choice(MARITAL_STATUSES),
  /** At least six digits (SPEC §5). */
  phone,
});
export type PersonalInfoInput = z.input<typeof personalInfoSchema>;

/** Shared rule: the end date is required unless the entry is still ongoing, and never before the start. */
function checkPeriod(
  entry: { startDate: string; endDate?: string | undefined },
  ongoing: boolean,
  ctx: z.RefinementCtx,
) {
  if (!ongoing && !entry.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.required' });
  if (entry.endDate && entry.startDate && entry.endDate < entry.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START });
}

export const educationEntrySchema = z
  .object({
    school: required(200),
    department: required(200),
    startDate: requiredDate,
    endDate: optionalDate,
    /** While still studying the end date may stay empty. */
    stillStudying: z.boolean().default(false),
  })
  .superRefine((entry, ctx) => checkPeriod(entry, entry.stillStudying, ctx));

export const educationSchema = z.object({
  education: z.array(educationEntrySchema).min(1, 'onboarding-api:validation.educationRequired').max(20),
});
export type EducationInput = z.input<typeof educationSchema>;

export const workEntrySchema = z
  .object({
    company: required(200),
    position: required(200),
    startDate: requiredDate,
    endDate: optionalDate,
    /** While still working there the end date may stay empty. */
    stillWorking: z.boolean().default(false),
    description: text(2000, { multiline: true }).optional(),
  })
  .superRefine((entry, ctx) => checkPeriod(entry, entry.stillWorking, ctx));

/** An empty list is allowed: not everyone has work experience yet. */
export const workExperienceSchema = z.object({ workExperience: z.array(workEntrySchema).max(30) });
export type WorkExperienceInput = z.input<typeof workExperienceSchema>;

export const languageEntrySchema = z.object({
  language: choice(LANGUAGE_CODES),
  level: choice(LANGUAGE_LEVELS),
  /** Free text such as a test name ("Goethe-Zertifikat B1"). */
  certificate: text(200).optional(),
});

export const languagesSchema = z.object({
  languages: z
    .array(languageEntrySchema)
    .max(12)
    .superRefine((list, ctx) => {
      if (!list.some((entry) => entry.language === 'de'))
        ctx.addIssue({ code: 'custom', message: 'onboarding-api:validation.germanRequired' });
      list.forEach((entry, index) => {
        if (entry.language !== 'other' && list.findIndex((e) => e.language === entry.language) < index)
          ctx.addIssue({
            code: 'custom',
            path: [index, 'language'],
            message: 'onboarding-api:validation.duplicateLanguage',
          });
      });
    }),
});
export type LanguagesInput = z.input<typeof languagesSchema>;

/** Multipart text fields sent beside the file. */
export const languageCertificateFieldsSchema = z.object({
  language: z.union([choice(LANGUAGE_CODES), z.literal('')]).optional(),
});
export const otherDocumentFieldsSchema = z.object({ name: required(120) });
