import { useTranslation } from 'react-i18next';
import { retry } from '../../lib/stores/onboarding-wizard';
import { secondaryButton } from './ui';

interface ErrorAlertProps {
  error: string | null;
  /** A generic failure (network, server): offer to run the action again (SPEC §2 "retry"). */
  retryable: boolean;
  /** Further messages that belong to no single field. */
  summary?: string[];
}

/**
 * The wizard's error box. `role="alert"` announces it when it appears; StepForm focuses it (tabIndex -1) when no
 * field is marked invalid, so keyboard users land on the message.
 */
export function ErrorAlert({ error, retryable, summary = [] }: ErrorAlertProps) {
  const { t } = useTranslation('onboarding');
  return (
    <div role="alert">
      {error && (
        <div data-error-alert tabIndex={-1} className="rounded-md border-l-4 border-red-600 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{error}</p>
          {summary.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {summary.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
          {retryable && <p className="mt-1 text-sm">{t('errors.generic')}</p>}
          {retryable && (
            <button type="button" className={`${secondaryButton} mt-3`} onClick={() => void retry()}>
              {t('actions.retry')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
