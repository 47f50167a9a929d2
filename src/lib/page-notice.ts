/**
 * A message for the next page the browser opens, when the action that caused it leaves the page (logout goes to
 * the landing page, which has no island to keep a toast). Stored in sessionStorage, shown once.
 */
const KEY = 'page_notice';

export function leaveNotice(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage blocked: the next page simply shows no notice.
  }
}

export function takeNotice(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}
