import { useTranslation } from 'react-i18next';
import { customPlanItemSchema, PLAN_ITEM_HOW_MAX, PLAN_ITEM_TITLE_MAX } from '@/lib/schemas/plan';
import { addPlanItem } from '@/lib/stores/plan.staff';
import { showToast } from '@/lib/stores/toasts';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextArea, TextField } from '@/islands/shared/form/TextField';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';

/**
 * The advisor's own plan item for this case (decision 085): a title and an optional explanation in their words. The
 * customer sees it with the same states and upload as the checklist's items, marked as added by the advisor.
 */
export function AddPlanItem({ customerId }: { customerId: string }) {
  const { t } = useTranslation('plan');
  const form = useSchemaForm(
    customPlanItemSchema,
    { title: '', how: '' },
    { idPrefix: 'plan-item', fallbackErrorKey: 'plan:staff.error' },
  );
  const submit = form.submit(async (input) => {
    await addPlanItem(customerId, input);
    form.reset();
    showToast({ type: 'success', message: t('staff.add.done') });
  });
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{t('staff.add.title')}</h3>
      <p className="text-sm text-slate-700">{t('staff.add.hint')}</p>
      <FormAlert>{form.formError}</FormAlert>
      <TextField {...form.field('title')} label={t('staff.add.name')} maxLength={PLAN_ITEM_TITLE_MAX} required />
      <TextArea {...form.field('how')} label={t('staff.add.how')} rows={2} maxLength={PLAN_ITEM_HOW_MAX} />
      <SubmitButton pending={form.pending} pendingLabel={t('staff.add.submit')}>
        {t('staff.add.submit')}
      </SubmitButton>
    </form>
  );
}
