import { keepForNextPage, takeFromLastPage } from '@/lib/page-notice';

/**
 * A success message that must survive a page change (changing the language loads the same page in another
 * locale): shown once by the next DashboardFrame. Only `dashboard` namespace keys.
 */

/** The messages that can be carried over (keys of locales/<lang>/dashboard.json). */
export type FlashKey = 'toast.languageChanged';

export function setFlash(messageKey: FlashKey): void {
  keepForNextPage('flash_toast', messageKey);
}

export function takeFlash(): FlashKey | null {
  const key = takeFromLastPage('flash_toast');
  return key === 'toast.languageChanged' ? key : null;
}
