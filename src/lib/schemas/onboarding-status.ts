import type { FileKind } from '../constants';
import type { LanguageCode, LanguageLevel } from './onboarding';

/** What the onboarding API answers (SPEC §7). Dates are 'YYYY-MM-DD'; timestamps ISO 8601 UTC. */

/** An uploaded file as the client sees it. `url` is relative to the API base: GET it with the bearer token. */
export interface FileMeta {
  id: string;
  /** The file's name as uploaded (sanitised). */
  name: string;
  size: number;
  mime: string;
  kind: FileKind;
  uploadedAt: string;
  url: string;
  /** The name the user gave the document (other documents), else null. */
  title: string | null;
  /** The language a certificate is for, when given. */
  language: LanguageCode | null;
}

export interface PersonalInfo {
  birthDate: string | null;
  gender: 'male' | 'female' | 'other' | null;
  maritalStatus: 'single' | 'married' | 'divorced' | 'widowed' | null;
  phone: string | null;
}

export interface EducationEntry {
  id: string;
  school: string;
  department: string;
  startDate: string;
  endDate: string | null;
  stillStudying: boolean;
}

export interface WorkEntry {
  id: string;
  company: string;
  position: string;
  startDate: string;
  endDate: string | null;
  stillWorking: boolean;
  description: string | null;
}

export interface LanguageEntry {
  id: string;
  language: LanguageCode;
  level: LanguageLevel;
  certificate: string | null;
}

/** `data` of every onboarding answer; uploads answer `{ file: FileMeta, onboarding: OnboardingStatus }`. */
export interface OnboardingStatus {
  /** 0 welcome · 1 personal info · 2 education and work · 3 languages · 4 documents. */
  currentStep: number;
  isCompleted: boolean;
  personalInfo: PersonalInfo;
  education: EducationEntry[];
  workExperience: WorkEntry[];
  languages: LanguageEntry[];
  documents: {
    cv: FileMeta | null;
    languageCertificates: FileMeta[];
    otherDocuments: FileMeta[];
  };
}

/** The parts PUT /onboarding/complete reports missing (as `error.fields` keys of its 400). */
export type MissingPart = 'personalInfo' | 'education' | 'languages' | 'cv';
