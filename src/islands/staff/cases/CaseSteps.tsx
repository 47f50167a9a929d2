import { useTranslation } from 'react-i18next';
import type { UserPackageStep, UserPackage } from '@/lib/schemas/user-packages';
import { STEP_NOTE_MAX, stepChangeSchema } from '@/lib/schemas/cases';
import { changeStep } from '@/lib/stores/cases.staff';
import { showToast } from '@/lib/stores/toasts';
import { smallButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SelectField } from '@/islands/shared/form/SelectField';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextArea } from '@/islands/shared/form/TextField';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';
import { useLocale } from '@/islands/shared/useLocale';
import { formatDate } from '@/islands/staff/format';
import { Badge, Empty, Section } from '@/islands/staff/Section';

/** What staff set a step to (the others — pending, not started — are where steps start). */
const SETTABLE = ['in_progress', 'completed', 'failed', 'pending'] as const;
const TONE = {
  completed: 'good',
  failed: 'bad',
  in_progress: 'active',
  pending: 'waiting',
  not_started: 'neutral',
} as const;

/** Each bought package's process: progress, and per step its status and the note the customer reads. */
export function CaseSteps({ packages }: { packages: UserPackage[] }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  return (
    <Section id="steps" title={t('steps.title')}>
      {packages.length === 0 ? (
        <Empty>{t('steps.empty')}</Empty>
      ) : (
        <div className="space-y-6">
          {packages.map((pkg) => (
            <article key={pkg.id} aria-labelledby={`pkg-${pkg.id}`}>
              <h3 id={`pkg-${pkg.id}`} className="font-semibold text-slate-900">
                {pkg.package.name} · {t(`steps.packageStatus.${pkg.status}`)} ·{' '}
                {t('steps.since', { date: formatDate(locale, pkg.startDate) })}
              </h3>
              <div className="mt-2 flex items-center gap-3">
                <progress
                  value={pkg.progress}
                  max={100}
                  aria-label={t('steps.progress')}
                  className="h-2 w-64 accent-brand-600"
                />
                <span className="text-sm font-semibold text-slate-800">
                  {t('steps.percent', { value: pkg.progress })}
                </span>
              </div>
              <ol className="mt-3 space-y-2">
                {pkg.steps.map((step) => (
                  <StepRow key={step.key} pkgId={pkg.id} step={step} />
                ))}
              </ol>
            </article>
          ))}
        </div>
      )}
    </Section>
  );
}

/** The options of a step's status field: the step's own status first when staff do not set it (not started). */
function statusOptions(current: UserPackageStep['status']) {
  const settable: readonly UserPackageStep['status'][] = SETTABLE;
  return settable.includes(current) ? settable : [current, ...settable];
}

/**
 * One step: title, status and the customer's note as text; the form (status, note, save) behind an "edit"
 * disclosure, so a case with many steps stays short on a phone (issue 29).
 */
function StepRow({ pkgId, step }: { pkgId: string; step: UserPackageStep }) {
  const { t } = useTranslation('staff');
  const initial = { status: step.status, note: step.notes ?? '' };
  const form = useSchemaForm(stepChangeSchema, initial, {
    idPrefix: `step-${pkgId}-${step.key}`,
    fallbackErrorKey: 'staff:steps.saveError',
  });
  const submit = form.submit(async (change) => {
    await changeStep(pkgId, step.key, change);
    showToast({ type: 'success', message: t('steps.saved', { step: step.title }) });
  });
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            {step.title}
            {!step.required && <span className="ml-1 text-sm font-normal text-slate-600">({t('steps.optional')})</span>}
          </p>
          <Badge tone={TONE[step.status]}>{t(`steps.status.${step.status}`)}</Badge>
          {step.notes && <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{step.notes}</p>}
        </div>
      </div>
      <details className="group mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700 hover:text-brand-800">
          {t('steps.edit')}
          <span className="sr-only">: {step.title}</span>
        </summary>
        <form
          ref={form.formRef}
          onSubmit={submit}
          noValidate
          aria-label={step.title}
          className="mt-3 grid gap-3 md:grid-cols-[10rem_minmax(12rem,1fr)_auto] md:items-start"
        >
          <SelectField
            {...form.field('status')}
            label={t('steps.newStatus')}
            options={statusOptions(step.status).map((value) => ({ value, label: t(`steps.status.${value}`) }))}
          />
          <TextArea {...form.field('note')} label={t('steps.note')} rows={2} maxLength={STEP_NOTE_MAX} />
          <div className="md:pt-6">
            <SubmitButton pending={form.pending} pendingLabel={t('steps.saving')} look={smallButton}>
              {t('steps.save')}
            </SubmitButton>
          </div>
          {form.formError && (
            <div className="md:col-span-3">
              <FormAlert>{form.formError}</FormAlert>
            </div>
          )}
        </form>
      </details>
    </li>
  );
}
