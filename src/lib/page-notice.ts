/**
 * Messages for the next page the browser opens, when the action that caused them leaves the page: logout goes to
 * the landing page (no island there to keep a toast), a language change reloads the dashboard in another locale.
 * Kept in sessionStorage under a slot each, read once.
 */
/** Read by the landing page's inline script (src/components/PageNotice.astro), not by a module. */
export const PAGE_NOTICE_SLOT = 'page_notice';
type Slot = typeof PAGE_NOTICE_SLOT | 'flash_toast';

export function keepForNextPage(slot: Slot, value: string): void {
  try {
    sessionStorage.setItem(slot, value);
  } catch {
    // Storage blocked: the next page simply shows nothing.
  }
}

export function takeFromLastPage(slot: Slot): string | null {
  try {
    const value = sessionStorage.getItem(slot);
    sessionStorage.removeItem(slot);
    return value;
  } catch {
    return null;
  }
}

/** The server's "you are logged out", shown by the landing page (src/components/PageNotice.astro). */
export const leaveNotice = (message: string) => keepForNextPage(PAGE_NOTICE_SLOT, message);
