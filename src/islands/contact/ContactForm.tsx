import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_MESSAGE_MAX, contactSchema } from '@/lib/schemas/contact';
import { sendContactMessage } from '@/lib/stores/contact';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextArea, TextField } from '@/islands/shared/form/TextField';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';

const FIELDS = ['name', 'email', 'phone', 'message', 'website'] as const;
const EMPTY = { name: '', email: '', phone: '', message: '', website: '' };

/** The landing page's contact form: the shared zod schema checks it here first, the API checks it again. */
export function ContactForm() {
  const { t } = useTranslation(['contact', 'errors']);
  const form = useSchemaForm(contactSchema, EMPTY, { idPrefix: 'contact', fallbackErrorKey: 'contact:error.message' });
  const [sent, setSent] = useState(false);
  // The server-rendered form stays inert until React has hydrated it, so a native submit can never send the
  // visitor's details anywhere (or into a URL).
  const [ready, setReady] = useState(false);
  const controls = useRef<Partial<Record<(typeof FIELDS)[number], HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const statusBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A visitor may type before React arrives; keep what is already in the fields instead of wiping it.
    form.reset(Object.fromEntries(FIELDS.map((name) => [name, controls.current[name]?.value ?? ''])) as typeof EMPTY);
    setReady(true);
  }, []); // once, on hydration
  // The outcome takes focus, so it is read out and the visitor is not left on a button that moved.
  useEffect(() => statusBox.current?.focus(), [sent, form.formError]);

  const send = form.submit(async (data) => {
    await sendContactMessage(data);
    form.reset(EMPTY);
    setSent(true);
  });
  const onSubmit = (event: FormEvent) => {
    setSent(false);
    return send(event);
  };
  const bind = (name: (typeof FIELDS)[number]) => ({
    ...form.field(name),
    ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => void (controls.current[name] = el),
  });

  return (
    <form
      ref={form.formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="relative space-y-5"
    >
      <div>
        <h3 id="contact-form-title" className="text-lg font-semibold text-slate-900">
          {t('form.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('form.required')}</p>
      </div>

      {sent && (
        <div
          ref={statusBox}
          tabIndex={-1}
          role="status"
          className="rounded-lg bg-emerald-50 p-4 ring-1 ring-emerald-200"
        >
          <p className="font-semibold text-emerald-900">{t('success.title')}</p>
          <p className="mt-1 text-sm text-emerald-800">{t('success.message')}</p>
        </div>
      )}
      {form.formError && (
        <div ref={statusBox} tabIndex={-1} role="alert" className="rounded-lg bg-red-50 p-4 ring-1 ring-red-200">
          <p className="font-semibold text-red-900">{t('error.title')}</p>
          <p className="mt-1 text-sm text-red-800">{form.formError}</p>
        </div>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...bind('name')} label={t('form.name')} autoComplete="name" maxLength={80} required />
        <TextField
          {...bind('email')}
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          required
        />
      </div>
      <TextField
        {...bind('phone')}
        label={t('form.phone')}
        hint={t('form.phoneHint')}
        type="tel"
        autoComplete="tel"
        maxLength={30}
        required
      />
      <TextArea
        {...bind('message')}
        label={t('form.message')}
        hint={t('form.messageHint')}
        rows={5}
        maxLength={CONTACT_MESSAGE_MAX}
        required
      />

      {/* Honeypot: off-screen and out of the tab order; people leave it empty, bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('form.honeypot')}</label>
        <input
          ref={bind('website').ref}
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={form.values.website}
          onChange={(event) => form.setValue('website', event.target.value)}
        />
      </div>

      <SubmitButton
        pending={form.pending}
        pendingLabel={t('form.sending')}
        disabled={!ready}
        className="w-full sm:w-auto"
      >
        {t('form.submit')}
      </SubmitButton>
    </form>
  );
}
