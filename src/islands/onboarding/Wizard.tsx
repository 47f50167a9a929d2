import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { Locale } from '../../lib/i18n/locales';
import { $onboardingStatus } from '../../lib/stores/onboarding-status';
import { $wizard, loadWizard } from '../../lib/stores/onboarding-wizard';
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
 * focus whenever the view changes after the first one, so screen reader and keyboard users follow along.
 */
export function Wizard({ locale }: { locale: Locale }) {
  const wizard = useStore($wizard);
  const status = useStore($onboardingStatus);
  const firstView = useRef<string | null>(null);

  useEffect(() => {
    loadWizard().catch(() => undefined); // the wizard keeps the failure; the alert below words it
  }, []);

  if (!wizard.loaded || !status) {
    return wizard.failure ? <ErrorAlert failure={wizard.failure} /> : null;
  }
  const view = status.isCompleted ? 'done' : `step-${wizard.step}`;
  firstView.current ??= view;
  const focusHeading = view !== firstView.current;

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
