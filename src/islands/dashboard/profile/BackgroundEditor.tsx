import type { FormEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { educationSchema, workExperienceSchema } from '@/lib/schemas/onboarding';
import type { OnboardingStatus } from '@/lib/schemas/onboarding-status';
import { saveEducation, saveWorkExperience } from '@/lib/stores/background';
import { showToast } from '@/lib/stores/toasts';
import { secondaryButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { rowKey } from '@/islands/shared/form/rows';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';
import { blankEducation, EducationList, educationRows, WorkList, workRows } from '@/islands/onboarding/BackgroundRows';

interface EditorProps {
  status: OnboardingStatus;
  /** Saved (the page shows the new list) or cancelled. */
  onDone: () => void;
}

/** After a save: the toast, then back to the list. */
function useSaved(onDone: () => void) {
  const { t } = useTranslation('profile');
  return () => {
    showToast({ type: 'success', message: t('background.saved') });
    onDone();
  };
}

/** The profile's education list in edit mode: the wizard's rows and schema (at least one entry). */
export function EducationEditor({ status, onDone }: EditorProps) {
  const rows = educationRows(status);
  const form = useSchemaForm(
    educationSchema,
    { education: rows.length > 0 ? rows : [{ ...blankEducation(), key: rowKey() }] },
    { idPrefix: '', fallbackErrorKey: 'profile:background.saveError' },
  );
  const saved = useSaved(onDone);
  const onSubmit = form.submit(async (data) => {
    await saveEducation(data);
    saved();
  });
  return (
    <EditorForm form={form} onSubmit={onSubmit} onCancel={onDone}>
      <EducationList list={form.list('education')} error={form.errors['education']} />
    </EditorForm>
  );
}

/** The profile's work list in edit mode (may be emptied). */
export function WorkEditor({ status, onDone }: EditorProps) {
  const form = useSchemaForm(
    workExperienceSchema,
    { workExperience: workRows(status) },
    { idPrefix: '', fallbackErrorKey: 'profile:background.saveError' },
  );
  const saved = useSaved(onDone);
  const onSubmit = form.submit(async (data) => {
    await saveWorkExperience(data);
    saved();
  });
  return (
    <EditorForm form={form} onSubmit={onSubmit} onCancel={onDone}>
      <WorkList list={form.list('workExperience')} />
    </EditorForm>
  );
}

interface EditorFormProps {
  form: { formRef: Ref<HTMLFormElement>; formError: string | null; pending: boolean };
  onSubmit: (event: FormEvent) => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}

function EditorForm({ form, onSubmit, onCancel, children }: EditorFormProps) {
  const { t } = useTranslation('profile');
  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="mt-3 space-y-4">
      <FormAlert>{form.formError}</FormAlert>
      {children}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} disabled={form.pending} className={secondaryButton}>
          {t('background.cancel')}
        </button>
        <SubmitButton pending={form.pending} pendingLabel={t('background.saving')}>
          {t('background.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
