import type { Page } from '@playwright/test';

const quiet = new WeakSet<Page>();

/**
 * Signed-in pages hold `GET /api/events` open (decision 078), so Playwright's `networkidle` never comes. A spec that
 * needs "every request answered" refuses the stream first: the page falls back to polling, as behind a buffering
 * proxy, and the network falls quiet between polls. The live stream itself is covered by messages.spec.ts.
 */
export async function withoutLiveStream(page: Page): Promise<void> {
  if (quiet.has(page)) return;
  quiet.add(page);
  await page.route('**/api/events', (route) => route.abort());
}
