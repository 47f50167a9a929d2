import { apiData } from '@/lib/api/data';
import type { FileMeta } from '@/lib/schemas/files';
import { type OnboardingUpload, onboardingStatusSchema } from '@/lib/schemas/onboarding-status';
import { uploadFile } from '@/lib/uploads/xhr-upload';
import { setOnboardingStatus } from './onboarding-status';

/**
 * Step 4's documents (SPEC §7): upload with progress, delete. Each answer carries the new status, which replaces
 * $onboardingStatus. Failures reject with the API error: the upload field or the file list words it beside the file.
 */

/** The wizard's document kinds, as UPLOAD_RULES names them. */
export type DocumentPurpose = 'cv' | 'languageCertificate' | 'otherDocument';

const PATHS: Record<DocumentPurpose, string> = {
  cv: '/onboarding/cv',
  languageCertificate: '/onboarding/language-certificate',
  otherDocument: '/onboarding/other-document',
};

export interface UploadDocumentOptions {
  /** Multipart text fields sent before the file (a certificate's language, a document's name). */
  fields?: Record<string, string>;
  /** 0…1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
}

/** POST /onboarding/<purpose> (multipart `file`); resolves to the stored file. A new CV replaces the old one. */
export async function uploadDocument(
  purpose: DocumentPurpose,
  file: File,
  options: UploadDocumentOptions = {},
): Promise<FileMeta> {
  const answer = await uploadFile<OnboardingUpload>({ path: PATHS[purpose], file, ...options });
  setOnboardingStatus(answer.onboarding);
  return answer.file;
}

/** DELETE /onboarding/<purpose>/<id>. The CV has no delete (SPEC §5: the user contacts support). */
export async function deleteDocument(purpose: Exclude<DocumentPurpose, 'cv'>, id: string): Promise<void> {
  setOnboardingStatus(
    await apiData(`${PATHS[purpose]}/${encodeURIComponent(id)}`, onboardingStatusSchema, { method: 'DELETE' }),
  );
}
