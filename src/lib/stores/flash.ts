/**
 * A success message that must survive a page change (changing the language loads the same page in another
 * locale): stored in sessionStorage, shown once by the next DashboardFrame. Only `dashboard` namespace keys.
 */
const KEY = 'flash_toast';

/** The messages that can be carried over (keys of locales/<lang>/dashboard.json). */
export type FlashKey = 'toast.languageChanged';

export function setFlash(messageKey: FlashKey): void {
  try {
    sessionStorage.setItem(KEY, messageKey);
  } catch {
    // Storage blocked: the page change itself shows that the language changed.
  }
}

export function takeFlash(): FlashKey | null {
  try {
    const key = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return key === 'toast.languageChanged' ? key : null;
  } catch {
    return null;
  }
}
