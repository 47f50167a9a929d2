import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { $onboardingStatus } from '@/lib/stores/onboarding-status';
import { $wizard, loadWizard } from '@/lib/stores/onboarding-wizard';
import { CompletionScreen } from './CompletionScreen';
import { DocumentsStep } from './DocumentsStep';
import { EducationWorkStep } from './EducationWorkStep';
import { ErrorAlert } from './ErrorAlert';
import { LanguagesStep } from './LanguagesStep';
import { PersonalInfoStep } from './PersonalInfoStep';
import { Progress } from './Progress';
import { WelcomeStep } from './WelcomeStep';

const STEPS = [WelcomeStep, PersonalInfoStep, EducationWorkStep, LanguagesStep, DocumentsStep] as const;

/**
 * Loads the status, then shows the server's current step (or the completion screen). The step's heading takes
 * focus whenever the view changes, and on the first view when the page has no focus yet, so screen reader and
 * keyboard users follow along.
 */
export function Wizard({ locale }: { locale: Locale }) {
  const wizard = useStore($wizard);
  const status = useStore($onboardingStatus);
  const firstView = useRef<string | null>(null);
  // Arriving from registration or login, nothing has the focus yet: the first step's heading takes it, so the
  // keyboard starts at the wizard (not three Tabs away through the page) and a screen reader reads where it is.
  const [arrivedUnfocused] = useState(
    () => document.activeElement === null || document.activeElement === document.body,
  );

  useEffect(() => {
    loadWizard().catch(() => undefined); // the wizard keeps the failure; the alert below words it
  }, []);

  if (!wizard.loaded || !status) {
    return wizard.failure ? <ErrorAlert failure={wizard.failure} /> : null;
  }
  const view = status.isCompleted ? 'done' : `step-${wizard.step}`;
  firstView.current ??= view;
  const focusHeading = view !== firstView.current || arrivedUnfocused;

  if (status.isCompleted) return <CompletionScreen locale={locale} focusHeading={focusHeading} />;
  const Step = STEPS[wizard.step];
  return (
    <div className="space-y-8">
      {wizard.step > 0 && <Progress step={wizard.step} reached={status.currentStep} />}
      {/* A key per step: each step starts from its own draft or the server's data. */}
      <Step key={wizard.step} focusHeading={focusHeading} />
    </div>
  );
}
