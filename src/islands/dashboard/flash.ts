/**
 * A success message that must survive a page change (changing the language loads the same page in another
 * locale): stored in sessionStorage, shown once by the next DashboardFrame. Only `dashboard` namespace keys.
 */
const KEY = 'flash_toast';

export function setFlash(messageKey: 'toast.languageChanged'): void {
  try {
    sessionStorage.setItem(KEY, messageKey);
  } catch {
    // Storage blocked: the page change itself shows that the language changed.
  }
}

export function takeFlash(): string | null {
  try {
    const key = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return key === 'toast.languageChanged' ? key : null;
  } catch {
    return null;
  }
}
