import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { $wizard, goToStep, type Step } from '@/lib/stores/onboarding-wizard';
import { ErrorAlert } from './ErrorAlert';
import { SaveLaterDialog, type SaveLaterResult } from './SaveLaterDialog';
import { primaryButton, quietButton, secondaryButton } from '@/islands/shared/form/buttons';

export interface StepFormProps {
  step: Step;
  title: string;
  intro?: string;
  /** Validates and saves the step; marks invalid fields itself. */
  onContinue: () => Promise<unknown>;
  /** Saves what can be saved; rejects when saving failed (the error alert tells why). */
  onSaveLater?: () => Promise<SaveLaterResult>;
  continueLabel?: string;
  /** Move focus to the heading when shown (after a step change, not on the page's first paint). */
  focusHeading: boolean;
  /** Messages that belong to no single field (e.g. what completing still needs). */
  summary?: string[];
  /** Show the "* marks required fields" note (default true; the documents step has no such fields). */
  requiredNote?: boolean;
  children: ReactNode;
}

/** The frame of steps 1–4: heading, error alert, the step's fields, and back / save later / continue. */
export function StepForm(props: StepFormProps) {
  const { t } = useTranslation('onboarding');
  const wizard = useStore($wizard);
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<SaveLaterResult | null>(null);

  useEffect(() => {
    if (props.focusHeading) headingRef.current?.focus();
  }, [props.focusHeading]);

  // After a failed attempt: the first invalid field, else the error alert, gets focus (WCAG 3.3.1).
  useEffect(() => {
    if (attempts === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[data-error-alert]');
    target?.focus();
  }, [attempts]);

  async function run(action: () => Promise<unknown>) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch {
      // The wizard keeps the failure; the alert above words it.
    } finally {
      setBusy(false);
      setAttempts((n) => n + 1);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(props.onContinue);
  };
  const saveLater = () =>
    void run(async () => {
      const result = await props.onSaveLater?.();
      if (result) setSaved(result);
    });

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={headingId} className="space-y-6">
      <div>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900">
          {props.title}
        </h2>
        {props.intro && <p className="mt-2 text-slate-700">{props.intro}</p>}
        {props.requiredNote !== false && <p className="mt-2 text-sm text-slate-600">{t('form.requiredNote')}</p>}
      </div>
      <ErrorAlert failure={wizard.failure} summary={props.summary ?? []} />
      {props.children}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center">
        <button type="button" className={secondaryButton} onClick={() => goToStep(props.step - 1)} disabled={busy}>
          {t('actions.back')}
        </button>
        {props.onSaveLater && (
          <button type="button" className={`${quietButton} sm:ml-auto`} onClick={saveLater} disabled={busy}>
            {t('actions.saveLater')}
          </button>
        )}
        <button type="submit" className={`${primaryButton} ${props.onSaveLater ? '' : 'sm:ml-auto'}`} disabled={busy}>
          {props.continueLabel ?? t('actions.continue')}
        </button>
      </div>
      <SaveLaterDialog result={saved} onClose={() => setSaved(null)} />
    </form>
  );
}
