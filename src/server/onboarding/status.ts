import { eq, sql } from 'drizzle-orm';
import type {
  EducationEntry,
  LanguageEntry,
  MissingPart,
  OnboardingStatus,
  WorkEntry,
} from '@/lib/schemas/onboarding-status';
import type { FileMeta } from '@/lib/schemas/files';
import type { Database } from '@/server/db/client';
import { isoText, jsonRows } from '@/server/fast/json-rows';
import { preparedQuery } from '@/server/fast/prepared';
import { educationEntries, files, languageEntries, onboarding, users, workEntries } from '@/server/db/schema';
import { fileUrl } from '@/server/files/service';

type StoredFile = Omit<FileMeta, 'url'> & { purpose: string };
interface Lists {
  education: EducationEntry[];
  work: WorkEntry[];
  languages: LanguageEntry[];
  files: StoredFile[];
}

/**
 * The whole wizard state in one round trip (it was six queries, one after another): the user's columns, the
 * progress row, and each list as JSON built by PostgreSQL. Timestamps are formatted as JavaScript's toISOString.
 * Without `withFiles` the files list stays empty: the staff case page lists the documents its own way and dropped
 * this one (200 JSON objects built and parsed for nothing for a customer with 200 uploads; decision 101).
 */
function buildStatusQuery(db: Database, withFiles: boolean) {
  const e = educationEntries;
  const w = workEntries;
  const l = languageEntries;
  const f = files;
  const lists = sql`json_build_object(
    'education', ${jsonRows(e, { id: e.id, school: e.school, department: e.department, startDate: e.startDate, endDate: e.endDate, stillStudying: e.stillStudying }, sql`${e.userId} = ${users.id}`, sql`${e.sortOrder}`)},
    'work', ${jsonRows(w, { id: w.id, company: w.company, position: w.position, startDate: w.startDate, endDate: w.endDate, stillWorking: w.stillWorking, description: w.description }, sql`${w.userId} = ${users.id}`, sql`${w.sortOrder}`)},
    'languages', ${jsonRows(l, { id: l.id, language: l.language, level: l.level, certificate: l.certificate }, sql`${l.userId} = ${users.id}`, sql`${l.sortOrder}`)},
    'files', ${jsonRows(
      f,
      {
        id: f.id,
        purpose: f.purpose,
        name: f.originalName,
        size: f.size,
        mime: f.mime,
        kind: f.kind,
        title: f.title,
        language: f.language,
        uploadedAt: isoText(f.createdAt),
      },
      // Without files: a false condition, which PostgreSQL folds away without reading any.
      withFiles
        ? sql`${f.ownerId} = ${users.id} and ${f.purpose} in ('cv', 'languageCertificate', 'otherDocument')`
        : sql`false`,
      sql`${f.createdAt}, ${f.id}`,
    )}
  )::text`;
  return db
    .select({
      currentStep: onboarding.currentStep,
      isCompleted: users.onboardingCompleted,
      birthDate: users.birthDate,
      gender: users.gender,
      maritalStatus: users.maritalStatus,
      phone: users.phone,
      lists: sql<string>`${lists}`,
    })
    .from(users)
    .leftJoin(onboarding, eq(onboarding.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(withFiles ? 'onboarding_status' : 'onboarding_status_without_files');
}
const statusQuery = preparedQuery((db) => buildStatusQuery(db, true));
const statusWithoutFilesQuery = preparedQuery((db) => buildStatusQuery(db, false));

/**
 * The whole wizard state of one user, as every onboarding answer carries it in `data` (SPEC §7). `files: false`:
 * its `documents` are empty (for a caller that drops them).
 */
export async function loadStatus(db: Database, userId: string, { files = true } = {}): Promise<OnboardingStatus> {
  const [row] = await (files ? statusQuery : statusWithoutFilesQuery)(db).execute({ userId });
  const lists: Lists = row ? (JSON.parse(row.lists) as Lists) : { education: [], work: [], languages: [], files: [] };
  const ofPurpose = (purpose: string) =>
    lists.files
      .filter((file) => file.purpose === purpose)
      .map(({ purpose: _, ...file }): FileMeta => ({ ...file, url: fileUrl(file.id) }));
  return {
    currentStep: row?.currentStep ?? 0,
    isCompleted: row?.isCompleted ?? false,
    personalInfo: {
      birthDate: row?.birthDate ?? null,
      gender: row?.gender ?? null,
      maritalStatus: row?.maritalStatus ?? null,
      phone: row?.phone ?? null,
    },
    education: lists.education,
    workExperience: lists.work,
    languages: lists.languages,
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
