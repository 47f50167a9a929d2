import { useTranslation } from 'react-i18next';
import { errorMessage, isRetryable } from '@/lib/api/errors';
import { retry, type WizardFailure } from '@/lib/stores/onboarding-wizard';
import { secondaryButton } from '@/islands/shared/form/buttons';

interface ErrorAlertProps {
  /** The wizard's last failed action ($wizard.failure), worded here. */
  failure: WizardFailure | null;
  /** Further messages that belong to no single field. */
  summary?: string[];
}

/**
 * The wizard's error box. `role="alert"` announces it when it appears; StepForm focuses it (tabIndex -1) when no
 * field is marked invalid, so keyboard users land on the message. A failure that was not the user's input
 * (network, server) offers to run the action again (SPEC §2 "retry").
 */
export function ErrorAlert({ failure, summary = [] }: ErrorAlertProps) {
  const { t, i18n } = useTranslation('onboarding');
  const retryable = failure !== null && isRetryable(failure.error);
  return (
    <div role="alert">
      {failure && (
        <div data-error-alert tabIndex={-1} className="rounded-md border-l-4 border-red-600 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{errorMessage(failure.error, i18n, failure.fallbackKey)}</p>
          {summary.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {summary.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
          {retryable && <p className="mt-1 text-sm">{t('errors.generic')}</p>}
          {retryable && (
            <button
              type="button"
              className={`${secondaryButton} mt-3`}
              onClick={() => void retry().catch(() => undefined)}
            >
              {t('actions.retry')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
