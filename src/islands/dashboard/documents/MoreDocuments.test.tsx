// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import enCommerce from '@locales/en/commerce.json';
import enErrors from '@locales/en/errors.json';
import { I18nRoot } from '@/lib/i18n/island';
import { $documents, loadDocuments } from '@/lib/stores/documents';
import { insertDocuments } from '@/server/test/documents';
import { signInOnPage, startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { MoreDocuments } from './MoreDocuments';

// "Show more" against the real API: the count shown, busy while the page loads, the error in place, then again.
let api: BrowserApi;
beforeAll(async () => {
  api = await startBrowserApi();
}, 60_000);
afterAll(() => api.close());
afterEach(cleanup);

test('"show more" says how many are shown, is busy while loading, shows a failure and works on the next press', async () => {
  const { user } = await signInOnPage(api, { path: '/en/dashboard/documents' });
  await insertDocuments(api.ctx, user.id, 21, new Date('2026-01-03T10:00:00Z'));
  await loadDocuments();
  render(
    <I18nRoot locale="en" messages={{ commerce: enCommerce, errors: enErrors }}>
      <MoreDocuments shown={20} total={21} />
    </I18nRoot>,
  );
  expect(screen.getByText('Showing 20 of 21 documents')).toBeTruthy();
  api.offline = true;
  fireEvent.click(screen.getByRole('button', { name: enCommerce['documents.more'] }));
  expect(screen.getByRole('button', { name: enCommerce['documents.loadingMore'] }).getAttribute('aria-busy')).toBe(
    'true',
  );
  await screen.findByRole('alert');
  api.offline = false;
  const button = screen.getByRole('button', { name: enCommerce['documents.more'] });
  expect((button as HTMLButtonElement).disabled).toBe(false);
  fireEvent.click(button);
  await waitFor(() => {
    const state = $documents.get();
    expect(state.status === 'ready' && state.data.items.length).toBe(21);
  });
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});
