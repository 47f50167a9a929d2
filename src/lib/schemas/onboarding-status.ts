import { z } from 'zod';
import { genderSchema, languageCodeSchema, languageLevelSchema, maritalStatusSchema } from './enums';
import { fileMetaSchema } from './files';

/**
 * What the onboarding API answers (SPEC §7): `data` of every onboarding call; uploads answer
 * `{ file, onboarding }`. Dates are 'YYYY-MM-DD'. The server builds these types, the browser reads them: one
 * definition, and API tests parse real answers with it.
 */

const date = z.iso.date();

const personalInfo = z.object({
  birthDate: date.nullable(),
  gender: genderSchema.nullable(),
  maritalStatus: maritalStatusSchema.nullable(),
  phone: z.string().nullable(),
});

const educationEntry = z.object({
  id: z.uuid(),
  school: z.string(),
  department: z.string(),
  startDate: date,
  endDate: date.nullable(),
  stillStudying: z.boolean(),
});

const workEntry = z.object({
  id: z.uuid(),
  company: z.string(),
  position: z.string(),
  startDate: date,
  endDate: date.nullable(),
  stillWorking: z.boolean(),
  description: z.string().nullable(),
});

const languageEntry = z.object({
  id: z.uuid(),
  language: languageCodeSchema,
  level: languageLevelSchema,
  certificate: z.string().nullable(),
});

export type EducationEntry = z.infer<typeof educationEntry>;
export type WorkEntry = z.infer<typeof workEntry>;
export type LanguageEntry = z.infer<typeof languageEntry>;

export const onboardingStatusSchema = z.object({
  /** 0 welcome · 1 personal info · 2 education and work · 3 languages · 4 documents. */
  currentStep: z.int().min(0),
  isCompleted: z.boolean(),
  personalInfo,
  education: z.array(educationEntry),
  workExperience: z.array(workEntry),
  languages: z.array(languageEntry),
  documents: z.object({
    cv: fileMetaSchema.nullable(),
    languageCertificates: z.array(fileMetaSchema),
    otherDocuments: z.array(fileMetaSchema),
  }),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

/** What an onboarding upload answers: the stored file and the status after it. */
export const onboardingUploadSchema = z.object({ file: fileMetaSchema, onboarding: onboardingStatusSchema });
export type OnboardingUpload = z.infer<typeof onboardingUploadSchema>;

/** The parts PUT /onboarding/complete reports missing (as `error.fields` keys of its 400). */
export const MISSING_PARTS = ['personalInfo', 'education', 'languages', 'cv'] as const;
export type MissingPart = (typeof MISSING_PARTS)[number];
