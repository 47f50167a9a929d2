// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import enErrors from '@locales/en/errors.json';
import enOnboardingApi from '@locales/en/onboarding-api.json';
import { I18nRoot } from '@/lib/i18n/island';
import { languagesSchema, type LanguagesInput } from '@/lib/schemas/onboarding';
import { TextField } from './TextField';
import { useSchemaForm } from './useSchemaForm';

// Lists of rows in the form kit (decision 066), with the onboarding's languages schema: per-row messages by path
// (`languages.1.level`), focus on the first field in error, and rows added, removed and moved with their messages.
afterEach(cleanup);

const row = (key: string, language: string, level = '') => ({ key, language, level, certificate: '' });
let sent: LanguagesInput | null = null;
let drafts: unknown[] = [];

function LanguagesForm() {
  const initial = { languages: [row('de', 'de'), row('en', 'en', 'B2'), row('fr', 'fr')] };
  const form = useSchemaForm(languagesSchema, initial, {
    idPrefix: 't',
    fallbackErrorKey: 'onboarding:errors.save',
    onChange: (values) => drafts.push(values.languages),
  });
  const list = form.list('languages');
  return (
    <form ref={form.formRef} noValidate onSubmit={form.submit(async (data) => void (sent = data))}>
      {list.rows.map((r, i) => (
        <fieldset key={r.key} aria-label={`row ${r.key}`}>
          <TextField {...list.field(i, 'language')} label={`language ${r.key}`} />
          <TextField {...list.field(i, 'level')} label={`level ${r.key}`} />
          <button type="button" onClick={() => list.remove(i)}>{`remove ${r.key}`}</button>
          <button type="button" onClick={() => list.move(i, i - 1)}>{`up ${r.key}`}</button>
        </fieldset>
      ))}
      <button type="button" onClick={() => list.add({ language: '', level: '', certificate: '' })}>
        add
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

function mount() {
  sent = null;
  drafts = [];
  render(
    <I18nRoot locale="en" messages={{ errors: enErrors, 'onboarding-api': enOnboardingApi }}>
      <LanguagesForm />
    </I18nRoot>,
  );
}
const level = (key: string) => screen.getByLabelText(`level ${key}`) as HTMLInputElement;
const errorOf = (key: string) =>
  within(screen.getByRole('group', { name: `row ${key}` })).queryByText(enErrors['validation.required']);

test("submit words each row's fields by path and focuses the first one in error; nothing is sent", async () => {
  mount();
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(document.activeElement).toBe(level('de')));
  expect(level('de').id).toBe('t-languages-de-level');
  expect(level('de').getAttribute('aria-describedby')).toBe('t-languages-de-level-error');
  expect(errorOf('de')).toBeTruthy();
  expect(errorOf('en')).toBeNull();
  expect(errorOf('fr')).toBeTruthy();
  expect(sent).toBeNull();
  // Fixed while typing (the form was submitted): only that row's message goes.
  fireEvent.change(level('fr'), { target: { value: 'A1' } });
  expect(errorOf('fr')).toBeNull();
  expect(errorOf('de')).toBeTruthy();
});

test("removing and moving rows carries each row's message with it, and drops a removed row's", async () => {
  mount();
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(errorOf('fr')).toBeTruthy());
  fireEvent.click(screen.getByRole('button', { name: 'remove en' }));
  // fr is now row 1: its message followed it (languages.2.level → languages.1.level).
  expect(errorOf('fr')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'up fr' }));
  expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['row fr', 'row de']);
  expect(errorOf('fr')).toBeTruthy();
  expect(errorOf('de')).toBeTruthy();
  fireEvent.change(level('de'), { target: { value: 'C1' } });
  expect(errorOf('de')).toBeNull();
  expect(errorOf('fr')).toBeTruthy();
});

test('an added row gets a fresh key; the schema and the action see the rows without keys; drafts see every change', async () => {
  mount();
  fireEvent.click(screen.getByRole('button', { name: 'add' }));
  const added = screen.getAllByRole('group').at(-1)!;
  const key = added.getAttribute('aria-label')!.slice(4);
  expect(key).not.toBe('');
  fireEvent.change(screen.getByLabelText(`language ${key}`), { target: { value: 'tr' } });
  for (const k of ['de', 'fr', key]) fireEvent.change(level(k), { target: { value: 'B1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(sent).not.toBeNull());
  expect(sent!.languages.map((l) => [l.language, l.level])).toEqual([
    ['de', 'B1'],
    ['en', 'B2'],
    ['fr', 'B1'],
    ['tr', 'B1'],
  ]);
  expect(sent!.languages.some((l) => 'key' in l)).toBe(false);
  expect(drafts).toHaveLength(5);
  expect((drafts.at(-1) as { key: string }[]).map((r) => r.key)).toEqual(['de', 'en', 'fr', key]);
});
