import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  supportMessageInputSchema,
} from '@/lib/schemas/support';
import { sendSupportMessage } from '@/lib/stores/support';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SelectField } from '@/islands/shared/form/SelectField';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextArea, TextField } from '@/islands/shared/form/TextField';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';

const EMPTY = { category: 'general', subject: '', message: '' };

/**
 * A message to the support team (POST /api/support-messages): stored, confirmed by mail, read by staff. After
 * sending, the confirmation takes focus so it is read out, and the form is empty for the next question.
 */
export function SupportForm() {
  const { t } = useTranslation('support');
  const form = useSchemaForm(supportMessageInputSchema, EMPTY, {
    idPrefix: 'support',
    fallbackErrorKey: 'support:form.error',
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => confirmation.current?.focus(), [sentTo]);

  const onSubmit = form.submit(async (data) => {
    setSentTo(null);
    await sendSupportMessage(data);
    form.reset(EMPTY);
    setSentTo(data.subject);
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-labelledby="support-form-title" className="space-y-4">
      <div>
        <h2 id="support-form-title" className="text-lg font-semibold text-slate-900">
          {t('form.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('form.intro')}</p>
      </div>
      {sentTo !== null && (
        <div
          ref={confirmation}
          tabIndex={-1}
          role="status"
          className="rounded-lg bg-emerald-50 p-4 ring-1 ring-emerald-200"
        >
          <p className="font-semibold text-emerald-900">{t('form.sentTitle')}</p>
          <p className="mt-1 break-words text-sm text-emerald-800">{t('form.sentText', { subject: sentTo })}</p>
        </div>
      )}
      <FormAlert>{form.formError}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...form.field('category')}
          label={t('form.category')}
          options={SUPPORT_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))}
          required
        />
        <TextField {...form.field('subject')} label={t('form.subject')} maxLength={SUPPORT_SUBJECT_MAX} required />
      </div>
      <TextArea
        {...form.field('message')}
        label={t('form.message')}
        hint={t('form.messageHint')}
        rows={6}
        maxLength={SUPPORT_MESSAGE_MAX}
        required
      />
      <SubmitButton pending={form.pending} pendingLabel={t('form.sending')} className="w-full sm:w-auto">
        {t('form.submit')}
      </SubmitButton>
    </form>
  );
}
