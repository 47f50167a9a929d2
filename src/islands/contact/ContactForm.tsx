import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../lib/i18n/locales';
import { CONTACT_MESSAGE_MAX, contactSchema, type ContactInput } from '../../lib/schemas/contact';
import { fieldIssues } from '../../lib/schemas/issues';
import { controlClass, Field } from './Field';
import { submitContact, type ContactResult } from './submit';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;
type FieldName = (typeof FIELDS)[number];
type Errors = Partial<Record<FieldName, string>>;
type Status = { kind: 'idle' | 'sending' | 'success' } | { kind: 'error'; message: string };

const EMPTY = { name: '', email: '', phone: '', message: '', website: '' };
const isField = (key: string): key is FieldName => (FIELDS as readonly string[]).includes(key);

export interface ContactFormProps {
  locale: Locale;
  /** Tests hand in the real API called in process; the page uses the browser's fetch. */
  fetcher?: Parameters<typeof submitContact>[2];
}

/** The landing page's contact form: the shared zod schema checks it here first, the API checks it again. */
export function ContactForm({ locale, fetcher }: ContactFormProps) {
  const { t } = useTranslation(['contact', 'errors']);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [attempted, setAttempted] = useState(false);
  // The server-rendered form stays inert until React has hydrated it, so a native submit can never send the
  // visitor's details anywhere (or into a URL).
  const [ready, setReady] = useState(false);
  const controls = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const honeypot = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // A visitor may type before React arrives; keep what is already in the fields instead of wiping it.
    const typed = { ...EMPTY, website: honeypot.current?.value ?? '' };
    for (const name of FIELDS) typed[name] = controls.current[name]?.value ?? '';
    setValues(typed);
    setReady(true);
  }, []);
  const statusBox = useRef<HTMLDivElement>(null);

  const check = (input: typeof EMPTY): { data?: ContactInput; errors: Errors } => {
    const result = contactSchema.safeParse(input);
    if (result.success) return { data: result.data, errors: {} };
    const found: Errors = {};
    for (const [key, message] of Object.entries(fieldIssues(result.error)))
      if (isField(key)) found[key] = t(`errors:${message.key}`, message.vars ?? {});
    return { errors: found };
  };

  const focusFirst = (found: Errors) => controls.current[FIELDS.find((f) => found[f]) ?? 'name']?.focus();

  const update = (name: keyof typeof EMPTY, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // Once a submit has failed, errors follow the typing so a fixed field clears at once.
    if (attempted) setErrors(check(next).errors);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setAttempted(true);
    const checked = check(values);
    setErrors(checked.errors);
    if (!checked.data) {
      setStatus({ kind: 'idle' });
      focusFirst(checked.errors);
      return;
    }
    setStatus({ kind: 'sending' });
    const result = await submitContact(checked.data, locale, fetcher);
    if (result.ok) {
      setValues(EMPTY);
      setAttempted(false);
      setStatus({ kind: 'success' });
    } else {
      const serverErrors = fieldsOf(result);
      setErrors(serverErrors);
      setStatus({ kind: 'error', message: result.message ?? t(result.status === 0 ? 'errors:common.network' : 'contact:error.message') });
    }
    requestAnimationFrame(() => statusBox.current?.focus());
  };

  const input = (name: FieldName) => ({
    name,
    value: values[name],
    ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
      controls.current[name] = el;
    },
    onChange: (e: { target: { value: string } }) => update(name, e.target.value),
    required: true,
    className: controlClass,
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" className="relative space-y-5">
      <div>
        <h3 id="contact-form-title" className="text-lg font-semibold text-slate-900">
          {t('contact:form.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('contact:form.required')}</p>
      </div>

      {status.kind === 'success' && (
        <div ref={statusBox} tabIndex={-1} role="status" className="rounded-lg bg-emerald-50 p-4 ring-1 ring-emerald-200">
          <p className="font-semibold text-emerald-900">{t('contact:success.title')}</p>
          <p className="mt-1 text-sm text-emerald-800">{t('contact:success.message')}</p>
        </div>
      )}
      {status.kind === 'error' && (
        <div ref={statusBox} tabIndex={-1} role="alert" className="rounded-lg bg-red-50 p-4 ring-1 ring-red-200">
          <p className="font-semibold text-red-900">{t('contact:error.title')}</p>
          <p className="mt-1 text-sm text-red-800">{status.message}</p>
        </div>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label={t('contact:form.name')} error={errors.name}>
          {(a) => <input type="text" autoComplete="name" maxLength={80} {...a} {...input('name')} />}
        </Field>
        <Field id="contact-email" label={t('contact:form.email')} error={errors.email}>
          {(a) => <input type="email" autoComplete="email" inputMode="email" maxLength={254} {...a} {...input('email')} />}
        </Field>
      </div>
      <Field id="contact-phone" label={t('contact:form.phone')} hint={t('contact:form.phoneHint')} error={errors.phone}>
        {(a) => <input type="tel" autoComplete="tel" maxLength={30} {...a} {...input('phone')} />}
      </Field>
      <Field id="contact-message" label={t('contact:form.message')} hint={t('contact:form.messageHint')} error={errors.message}>
        {(a) => <textarea rows={5} maxLength={CONTACT_MESSAGE_MAX} {...a} {...input('message')} />}
      </Field>

      {/* Honeypot: off-screen and out of the tab order; people leave it empty, bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('contact:form.honeypot')}</label>
        <input
          ref={honeypot}
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => update('website', e.target.value)}
        />
      </div>

      <button
        type="submit"
        disabled={!ready || status.kind === 'sending'}
        className="inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {status.kind === 'sending' ? t('contact:form.sending') : t('contact:form.submit')}
      </button>
    </form>
  );
}

function fieldsOf(result: ContactResult): Errors {
  if (result.ok || !result.fields) return {};
  return Object.fromEntries(Object.entries(result.fields).filter(([key]) => isField(key)));
}
