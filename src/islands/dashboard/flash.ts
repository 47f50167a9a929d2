import { keepForNextPage, takeFromLastPage } from '../../lib/page-notice';

/**
 * A success message that must survive a page change (changing the language loads the same page in another
 * locale): shown once by the next DashboardFrame. Only `dashboard` namespace keys.
 */
export function setFlash(messageKey: 'toast.languageChanged'): void {
  keepForNextPage('flash_toast', messageKey);
}

export function takeFlash(): string | null {
  const key = takeFromLastPage('flash_toast');
  return key === 'toast.languageChanged' ? key : null;
}
