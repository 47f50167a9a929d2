/**
 * Every number and fixed name from SPEC §9 and DESIGN.md "Constants", in one module shared by the browser and
 * the API so a limit cannot drift between the form that checks it and the server that enforces it.
 */

export const API_TIMEOUT_MS = 10_000;
export const TOAST_TIMEOUT_MS = 3_000;
export const LOADING_FLAG_DELAY_MS = 300;
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const RELOAD_MARKER_MS = 10_000;
/** The notifications poll of an open dashboard (docs/decisions/021). */
export const NOTIFICATION_POLL_MS = 60_000;
/** How often an open app page asks whether a new build is out (SPEC §7), besides on return to the tab. */
export const UPDATE_CHECK_MS = 5 * 60_000;
export const PHONE_MIN_DIGITS = 6;
export const PASSWORD_MIN_LENGTH = 8;

/** `role` is only a hint for the pre-paint guard (staff go straight to /staff); every page still asks the server. */
export const STORAGE_KEYS = { accessToken: 'access_token', refreshToken: 'refresh_token', role: 'role' } as const;

const MB = 1024 * 1024;

/** File kinds the product accepts, as detected from a file's bytes (never from its name or Content-Type). */
export const FILE_KINDS = ['pdf', 'doc', 'docx', 'jpeg', 'png', 'webp'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const MIME_BY_KIND: Record<FileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The one upload table (DESIGN.md): shown identically on every screen, enforced by the server. */
export const UPLOAD_RULES = {
  cv: { maxBytes: 5 * MB, kinds: ['pdf', 'doc', 'docx'] },
  languageCertificate: { maxBytes: 15 * MB, kinds: ['pdf', 'jpeg', 'png'] },
  otherDocument: { maxBytes: 15 * MB, kinds: ['pdf', 'jpeg', 'png'] },
  avatar: { maxBytes: 2 * MB, kinds: ['jpeg', 'png', 'webp'] },
} as const satisfies Record<string, { maxBytes: number; kinds: readonly FileKind[] }>;

export type UploadPurpose = keyof typeof UPLOAD_RULES;

/** Megabytes as the UI shows them in "file must be smaller than {size} MB". */
export const maxMegabytes = (purpose: UploadPurpose): number => UPLOAD_RULES[purpose].maxBytes / MB;
