import { MIME_BY_KIND, UPLOAD_RULES, maxMegabytes, type FileKind, type UploadPurpose } from '@/lib/constants';
import type { I18n, MessageKey } from '@/lib/i18n/keys';
import { checkFile } from './sniff';

/** What an upload screen shows and says about UPLOAD_RULES, worded the same as the server's refusals. */

const EXTENSIONS: Record<FileKind, string[]> = {
  pdf: ['.pdf'],
  doc: ['.doc'],
  docx: ['.docx'],
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webp: ['.webp'],
};

/** The `accept` attribute of a file input: a hint for the file chooser only, never the check itself. */
export function acceptAttribute(purpose: UploadPurpose): string {
  return UPLOAD_RULES[purpose].kinds.flatMap((kind) => [...EXTENSIONS[kind], MIME_BY_KIND[kind]]).join(',');
}

/** 'PDF, DOC, DOCX' — the accepted types as people know them. */
export function kindList(purpose: UploadPurpose): string {
  return UPLOAD_RULES[purpose].kinds.map((kind) => kind.toUpperCase()).join(', ');
}

/** The refusal messages, shared with the server's answers (src/server/files/upload-errors.ts). */
export const FILE_TOO_LARGE_KEY = 'onboarding-api:fileTooLarge' satisfies MessageKey;
export const INVALID_TYPE_KEY = {
  cv: 'onboarding-api:cvInvalidType',
  languageCertificate: 'onboarding-api:languageInvalidType',
  otherDocument: 'onboarding-api:otherInvalidType',
  avatar: 'onboarding-api:avatarInvalidType',
} as const satisfies Record<UploadPurpose, MessageKey>;

/**
 * Checks a chosen file before it is sent. Resolves to null when it may be uploaded, else to the localised refusal
 * (SPEC §5: "file must be smaller than {size} MB", or the purpose's invalid-type message).
 */
export async function refusal(file: Blob, purpose: UploadPurpose, i18n: I18n): Promise<string | null> {
  const check = await checkFile(file, purpose);
  if (check.ok) return null;
  return check.reason === 'size'
    ? i18n.t(FILE_TOO_LARGE_KEY, { size: maxMegabytes(purpose) })
    : i18n.t(INVALID_TYPE_KEY[purpose]);
}
