// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import contactEn from '@locales/en/contact.json';
import errorsEn from '@locales/en/errors.json';
import { I18nRoot } from '@/lib/i18n/island';
import { contactMessages } from '@/server/db/schema';
import { startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { ContactForm } from './ContactForm';

// The form talks to the real API on a real port through the app's client (database, mailer, rate limit and all):
// no fetch spies. Starting the database takes seconds on a busy machine, as in the API test projects.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
let api: BrowserApi;
beforeAll(async () => {
  api = await startBrowserApi({ RATE_LIMIT_CONTACT: '1' });
  api.open('/en/');
});
afterAll(() => api.close());
afterEach(cleanup);

function renderForm() {
  render(
    <I18nRoot locale="en" messages={{ contact: contactEn, errors: errorsEn }}>
      <ContactForm />
    </I18nRoot>,
  );
}

// The submit button stays disabled until React has taken over the server-rendered form.
const hydrated = () =>
  waitFor(() =>
    expect((screen.getByRole('button', { name: contactEn['form.submit'] }) as HTMLButtonElement).disabled).toBe(false),
  );
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: contactEn['form.submit'] }));

function fillValid(email: string) {
  fill(contactEn['form.name'], 'Elif Kaya');
  fill(contactEn['form.email'], email);
  fill(contactEn['form.phone'], '+90 312 123 45 67');
  fill(contactEn['form.message'], 'I am an electrical engineer.');
}

test('a valid message is stored and the success title and message are shown', async () => {
  renderForm();
  await hydrated();
  fillValid('elif@example.com');
  submit();
  const status = await screen.findByRole('status');
  expect(status.textContent).toContain(contactEn['success.title']);
  expect(status.textContent).toContain(contactEn['success.message']);
  expect((screen.getByLabelText(contactEn['form.name']) as HTMLInputElement).value).toBe('');
  const rows = await api.ctx.deps.db.select().from(contactMessages);
  expect(rows.map((r) => [r.email, r.locale])).toEqual([['elif@example.com', 'en']]);
});

test('a rate-limited message shows the error title and the server message in the page language', async () => {
  renderForm();
  await hydrated();
  fillValid('again@example.com');
  submit();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(contactEn['error.title']);
  expect(alert.textContent).toMatch(/^.*Too many attempts\. Please try again in \d+ seconds\.$/);
  // Nothing was lost: the visitor's text stays in the form for a later try.
  expect((screen.getByLabelText(contactEn['form.message']) as HTMLTextAreaElement).value).toBe(
    'I am an electrical engineer.',
  );
});

test('client-side errors are tied to their fields and nothing is sent', async () => {
  renderForm();
  await hydrated();
  fill(contactEn['form.phone'], '12');
  submit();
  const name = screen.getByLabelText(contactEn['form.name']);
  expect(name.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
    errorsEn['validation.required'],
  );
  expect(document.getElementById('contact-phone-error')?.textContent).toBe(
    'The phone number must contain at least 6 digits.',
  );
  await waitFor(() => expect(document.activeElement).toBe(name));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(await api.ctx.deps.db.select().from(contactMessages)).toHaveLength(1);
});
