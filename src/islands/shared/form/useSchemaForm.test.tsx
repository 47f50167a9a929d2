// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import enAccount from '@locales/en/account.json';
import enErrors from '@locales/en/errors.json';
import { I18nRoot } from '@/lib/i18n/island';
import { loginSchema, registerSchema } from '@/lib/schemas/auth';
import { login, register } from '@/lib/stores/session';
import { register as registerAccount } from '@/server/test/accounts';
import { startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { CheckboxField } from './CheckboxField';
import { FormAlert } from './FormAlert';
import { TextField } from './TextField';
import { useSchemaForm } from './useSchemaForm';

// The form against the real API through the store actions (DESIGN.md: no fetch spies).
let api: BrowserApi;
beforeAll(async () => {
  api = await startBrowserApi();
  api.open('/en/register');
}, 60_000);
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
  api.resetCalls();
});

function RegisterForm() {
  const initial = { firstName: 'Ayşe', lastName: 'Yılmaz', email: '', password: '', acceptTerms: false };
  const form = useSchemaForm(registerSchema, initial, { idPrefix: 't', fallbackErrorKey: 'auth:errors.register' });
  const onSubmit = form.submit(async (data) => void (await register(data)));
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit}>
      <FormAlert>{form.formError}</FormAlert>
      <TextField {...form.field('email')} label="E-mail" />
      <TextField {...form.field('password')} label="Password" />
      <CheckboxField
        id="t-accept"
        name="acceptTerms"
        checked={form.values.acceptTerms}
        onChange={(v) => form.setValue('acceptTerms', v)}
        error={form.errors.acceptTerms}
        label="Accept"
      />
      <button type="submit" disabled={form.pending}>
        Send
      </button>
    </form>
  );
}

function LoginForm() {
  const form = useSchemaForm(
    loginSchema,
    { email: '', password: '' },
    { idPrefix: 'l', fallbackErrorKey: 'auth:errors.login' },
  );
  return (
    <form ref={form.formRef} noValidate onSubmit={form.submit(async (data) => void (await login(data)))}>
      <FormAlert>{form.formError}</FormAlert>
      <TextField {...form.field('email')} label="E-mail" />
      <TextField {...form.field('password')} label="Password" />
      <button type="submit">Send</button>
    </form>
  );
}

function mount(Form: () => React.JSX.Element = RegisterForm) {
  render(
    <I18nRoot locale="en" messages={{ errors: enErrors }}>
      <Form />
    </I18nRoot>,
  );
  return {
    email: screen.getByLabelText('E-mail'),
    password: screen.getByLabelText('Password'),
    send: screen.getByRole('button', { name: 'Send' }),
  };
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
  expect(api.calls('/api/auth/register')).toBe(0);
});

test("one request at a time; the server's field message lands on its field and keeps every value", async () => {
  const taken = await registerAccount(api.ctx);
  const { email, password, send } = mount();
  fireEvent.change(email, { target: { value: taken.email } });
  fireEvent.change(password, { target: { value: 'Guclu1234' } });
  fireEvent.click(screen.getByLabelText('Accept'));
  const release = api.hold();
  fireEvent.click(send);
  await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(true));
  fireEvent.submit(send.closest('form') as HTMLFormElement);
  release();
  await screen.findByText(enAccount.emailTaken);
  expect(api.calls('/api/auth/register')).toBe(1);
  await waitFor(() => expect(document.activeElement).toBe(email));
  expect((email as HTMLInputElement).value).toBe(taken.email);
  expect((password as HTMLInputElement).value).toBe('Guclu1234');
  // Leaving the field unchanged keeps the server's word.
  fireEvent.blur(email);
  expect(screen.getByText(enAccount.emailTaken)).toBeTruthy();
});

test("an error without fields shows the server's message on top", async () => {
  const account = await registerAccount(api.ctx);
  const { email, password, send } = mount(LoginForm);
  fireEvent.change(email, { target: { value: account.email } });
  fireEvent.change(password, { target: { value: 'Yanlis1234' } });
  fireEvent.click(send);
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(enAccount.invalidCredentials));
});
