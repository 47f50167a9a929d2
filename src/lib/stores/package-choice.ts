/**
 * The package a visitor picked on the landing page (`/register?package=CODE`), carried through registration and
 * onboarding to its checkout in sessionStorage: a page change (register → onboarding → dashboard) keeps it, a new
 * tab or a closed browser forgets it.
 */
const KEY = 'chosen_package';
/** A catalog code as the content files write it (STANDARD, DOCUMENT_CHECK). */
const CODE = /^[A-Z][A-Z0-9_]{1,31}$/;

/** The `package` query parameter of `search` as a code, or null when it is missing or malformed. */
export function packageParam(search: string): string | null {
  const code = new URLSearchParams(search).get('package')?.toUpperCase() ?? null;
  return code && CODE.test(code) ? code : null;
}

export function rememberPackageChoice(code: string): void {
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // Storage blocked: the user picks the package again on the packages page.
  }
}

/** The remembered code (kept until `forgetPackageChoice`: a failed checkout must be retryable). */
export function packageChoice(): string | null {
  try {
    const code = sessionStorage.getItem(KEY);
    return code && CODE.test(code) ? code : null;
  } catch {
    return null;
  }
}

export function forgetPackageChoice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
