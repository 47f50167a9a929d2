// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import enErrors from '../../../../locales/en/errors.json';
import { apiData } from '../../../lib/api/client';
import { setPageUrl, startTestServer } from '../../../lib/api/test-server';
import { I18nRoot } from '../../../lib/i18n/island';
import { registerSchema } from '../../../lib/schemas/auth';
import { CheckboxField } from './CheckboxField';
import { FormAlert } from './FormAlert';
import { TextField } from './TextField';
import { useSchemaForm } from './useSchemaForm';

// A real in-process API (DESIGN.md: no fetch spies): a taken address answers 409 with a field message.
const server = { calls: 0, release: () => {} };
const app = new Hono();
app.post('/api/auth/register', async (c) => {
  server.calls += 1;
  const { email } = await c.req.json<{ email: string }>();
  await new Promise<void>((resolve) => (server.release = resolve));
  if (email === 'taken@example.com')
    return c.json({ success: false, message: 'taken', error: { code: 'EMAIL_TAKEN', message: 'Already registered.', fields: { email: 'Already registered.' } } }, 409);
  if (email === 'down@example.com') return c.json({ success: false, message: 'Server error, please try again later.', error: { code: 'SERVER_ERROR', message: 'Server error, please try again later.' } }, 500);
  return c.json({ success: true, data: { ok: true } }, 201);
});

let close: () => Promise<void>;
beforeAll(async () => {
  const started = await startTestServer(app);
  close = started.close;
  setPageUrl(`${started.origin}/en/register`);
});
afterAll(() => close());
afterEach(() => {
  cleanup();
  server.calls = 0;
});

const initial = { firstName: 'Ayşe', lastName: 'Yılmaz', email: '', password: '', acceptTerms: false };

function Form() {
  const form = useSchemaForm(registerSchema, initial, { idPrefix: 't', fallbackErrorKey: 'errors:common.unexpected' });
  const onSubmit = form.submit(async (data) => void (await apiData('/auth/register', { method: 'POST', body: data })));
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit}>
      <FormAlert>{form.formError}</FormAlert>
      <TextField {...form.field('email')} label="E-mail" />
      <TextField {...form.field('password')} label="Password" />
      <CheckboxField id="t-accept" name="acceptTerms" checked={form.values.acceptTerms} onChange={(v) => form.setValue('acceptTerms', v)} error={form.errors.acceptTerms} label="Accept" />
      <button type="submit" disabled={form.pending}>Send</button>
    </form>
  );
}

function mount() {
  render(
    <I18nRoot locale="en" messages={{ errors: enErrors }}>
      <Form />
    </I18nRoot>,
  );
  return { email: screen.getByLabelText('E-mail'), password: screen.getByLabelText('Password'), send: screen.getByRole('button', { name: 'Send' }) };
}

test('leaving an untouched field says nothing; leaving a changed one checks it with the shared schema', () => {
  const { email, password } = mount();
  fireEvent.blur(email);
  expect(screen.queryByText(enErrors['validation.email'])).toBeNull();
  fireEvent.change(password, { target: { value: 'short' } });
  fireEvent.blur(password);
  expect(screen.getByText(enErrors['validation.passwordRule'])).toBeTruthy();
  expect(password.getAttribute('aria-invalid')).toBe('true');
  expect(password.getAttribute('aria-describedby')).toBe('t-password-error');
  // Fixed while typing: the message goes at once.
  fireEvent.change(password, { target: { value: 'Guclu1234' } });
  expect(screen.queryByText(enErrors['validation.passwordRule'])).toBeNull();
});

test('submit checks everything and focuses the first field in error, without calling the API', async () => {
  const { email, send } = mount();
  fireEvent.click(send);
  await waitFor(() => expect(document.activeElement).toBe(email));
  expect(screen.getByText(enErrors['validation.acceptTerms'])).toBeTruthy();
  expect(server.calls).toBe(0);
});

test("one request at a time; the server's field message lands on its field and keeps every value", async () => {
  const { email, password, send } = mount();
  fireEvent.change(email, { target: { value: 'taken@example.com' } });
  fireEvent.change(password, { target: { value: 'Guclu1234' } });
  fireEvent.click(screen.getByLabelText('Accept'));
  fireEvent.click(send);
  await waitFor(() => expect(server.calls).toBe(1));
  fireEvent.submit(send.closest('form') as HTMLFormElement);
  expect((send as HTMLButtonElement).disabled).toBe(true);
  server.release();
  await screen.findByText('Already registered.');
  expect(server.calls).toBe(1);
  await waitFor(() => expect(document.activeElement).toBe(email));
  expect((email as HTMLInputElement).value).toBe('taken@example.com');
  expect((password as HTMLInputElement).value).toBe('Guclu1234');
  // Leaving the field unchanged keeps the server's word.
  fireEvent.blur(email);
  expect(screen.getByText('Already registered.')).toBeTruthy();
});

test("an error without fields shows the server's message on top", async () => {
  const { email, password, send } = mount();
  fireEvent.change(email, { target: { value: 'down@example.com' } });
  fireEvent.change(password, { target: { value: 'Guclu1234' } });
  fireEvent.click(screen.getByLabelText('Accept'));
  fireEvent.click(send);
  await waitFor(() => expect(server.calls).toBe(1));
  server.release();
  expect((await screen.findByRole('alert')).textContent).toBe('Server error, please try again later.');
});
