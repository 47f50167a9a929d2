import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MissingPart, OnboardingStatus } from '../../lib/schemas/onboarding-status';
import type { Database } from '../db/client';
import { educationEntries, files, languageEntries, onboarding, users, workEntries } from '../db/schema';
import { toFileMeta } from '../files/service';

/** The whole wizard state of one user, as every onboarding answer carries it in `data` (SPEC §7). */
export async function loadStatus(db: Database, userId: string): Promise<OnboardingStatus> {
  const [user] = await db
    .select({
      birthDate: users.birthDate,
      gender: users.gender,
      maritalStatus: users.maritalStatus,
      phone: users.phone,
      onboardingCompleted: users.onboardingCompleted,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [progress] = await db.select().from(onboarding).where(eq(onboarding.userId, userId));
  const education = await db
    .select()
    .from(educationEntries)
    .where(eq(educationEntries.userId, userId))
    .orderBy(asc(educationEntries.sortOrder));
  const work = await db.select().from(workEntries).where(eq(workEntries.userId, userId)).orderBy(asc(workEntries.sortOrder));
  const languages = await db
    .select()
    .from(languageEntries)
    .where(eq(languageEntries.userId, userId))
    .orderBy(asc(languageEntries.sortOrder));
  const documents = await db
    .select()
    .from(files)
    .where(and(eq(files.ownerId, userId), inArray(files.purpose, ['cv', 'languageCertificate', 'otherDocument'])))
    .orderBy(asc(files.createdAt), asc(files.id));
  const ofPurpose = (purpose: string) => documents.filter((row) => row.purpose === purpose).map(toFileMeta);

  return {
    currentStep: progress?.currentStep ?? 0,
    isCompleted: user?.onboardingCompleted ?? false,
    personalInfo: {
      birthDate: user?.birthDate ?? null,
      gender: user?.gender ?? null,
      maritalStatus: user?.maritalStatus ?? null,
      phone: user?.phone ?? null,
    },
    education: education.map(({ id, school, department, startDate, endDate, stillStudying }) => ({
      id, school, department, startDate, endDate, stillStudying,
    })),
    workExperience: work.map(({ id, company, position, startDate, endDate, stillWorking, description }) => ({
      id, company, position, startDate, endDate, stillWorking, description,
    })),
    languages: languages.map(({ id, language, level, certificate }) => ({ id, language, level, certificate })),
    documents: {
      cv: ofPurpose('cv')[0] ?? null,
      languageCertificates: ofPurpose('languageCertificate'),
      otherDocuments: ofPurpose('otherDocument'),
    },
  };
}

/** What `complete` still needs: personal info, one education entry, a German language entry and a CV. */
export function missingParts(status: OnboardingStatus): MissingPart[] {
  const missing: MissingPart[] = [];
  if (Object.values(status.personalInfo).some((value) => value === null)) missing.push('personalInfo');
  if (status.education.length === 0) missing.push('education');
  if (!status.languages.some((entry) => entry.language === 'de')) missing.push('languages');
  if (!status.documents.cv) missing.push('cv');
  return missing;
}

/** currentStep becomes max(current, step): saving never moves a user backwards. */
export async function advanceStep(db: Database, userId: string, step: number) {
  await db
    .insert(onboarding)
    .values({ userId, currentStep: step })
    .onConflictDoUpdate({
      target: onboarding.userId,
      set: { currentStep: sql`greatest(${onboarding.currentStep}, ${step})`, updatedAt: sql`now()` },
    });
}
