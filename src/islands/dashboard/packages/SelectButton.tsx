import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/errors';
import { startCheckout } from '../../../lib/stores/packages';
import { forgetPackageChoice } from '../../../lib/stores/package-choice';
import { primaryButton, secondaryButton } from '../../shared/form/buttons';
import { SubmitButton } from '../../shared/form/SubmitButton';

/**
 * "Select": opens a checkout session for the package and leaves for the payment page. A refusal (already active,
 * provider down) is shown under the button; the page stays as it was.
 */
export function SelectButton({ packageId, name, label, prominent = true }: { packageId: string; name: string; label?: string; prominent?: boolean }) {
  const { t, i18n } = useTranslation('commerce');
  const errorId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function select() {
    setPending(true);
    setError(null);
    try {
      await startCheckout(packageId);
      forgetPackageChoice();
    } catch (err) {
      setError(errorMessage(err, i18n, 'commerce:packages.errors.select'));
      setPending(false);
    }
  }

  return (
    <div className="space-y-2">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void select();
        }}
      >
        <SubmitButton pending={pending} pendingLabel={t('packages.selecting')} look={prominent ? primaryButton : secondaryButton} className="w-full">
          {label ?? t('packages.select')}
          <span className="sr-only">: {name}</span>
        </SubmitButton>
      </form>
      <div role="alert" id={errorId}>
        {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      </div>
    </div>
  );
}
