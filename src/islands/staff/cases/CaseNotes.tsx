import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { caseNoteSchema, NOTE_MAX_LENGTH } from '@/lib/schemas/cases';
import { $caseNotes, addNote, loadNotes } from '@/lib/stores/cases.staff';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextArea } from '@/islands/shared/form/TextField';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';
import { Loaded } from '@/islands/shared/Loaded';
import { useLocale } from '@/islands/shared/useLocale';
import { formatDateTime, personName } from '@/islands/staff/format';
import { CollapsibleSection } from '@/islands/staff/CollapsibleSection';
import { Empty } from '@/islands/staff/Section';

/** The internal thread of the case, oldest first; the customer never sees it. */
export function CaseNotes() {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const state = useStore($caseNotes);
  const form = useSchemaForm(
    caseNoteSchema,
    { body: '' },
    { idPrefix: 'note', fallbackErrorKey: 'staff:notes.saveError' },
  );
  const submit = form.submit(async ({ body }) => {
    await addNote(body);
    form.reset();
  });
  return (
    <CollapsibleSection id="notes" title={t('notes.title')}>
      <p className="mb-3 text-sm text-slate-700">{t('notes.intro')}</p>
      <Loaded state={state} load={loadNotes} loadingLabel={t('notes.loading')} fallbackKey="staff:notes.loadError">
        {(notes) =>
          notes.length === 0 ? (
            <Empty>{t('notes.empty')}</Empty>
          ) : (
            <ol className="space-y-3">
              {notes.map((note) => (
                <li key={note.id} className="rounded-lg bg-slate-50 p-3">
                  <p className="text-xs text-slate-600">
                    {personName(note.author) ?? t('notes.formerStaff')} · {formatDateTime(locale, note.createdAt)}
                  </p>
                  <p className="mt-1 whitespace-pre-line text-sm text-slate-900">{note.body}</p>
                </li>
              ))}
            </ol>
          )
        }
      </Loaded>
      <form ref={form.formRef} onSubmit={submit} noValidate className="mt-4 space-y-3">
        <FormAlert>{form.formError}</FormAlert>
        <TextArea {...form.field('body')} label={t('notes.new')} rows={3} maxLength={NOTE_MAX_LENGTH} required />
        <SubmitButton pending={form.pending} pendingLabel={t('notes.saving')}>
          {t('notes.add')}
        </SubmitButton>
      </form>
    </CollapsibleSection>
  );
}
