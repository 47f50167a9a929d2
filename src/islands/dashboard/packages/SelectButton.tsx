import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { startCheckout } from '@/lib/stores/packages';
import { forgetPackageChoice } from '@/lib/stores/package-choice';
import { primaryButton, secondaryButton } from '@/islands/shared/form/buttons';
import { ButtonSpinner } from '@/islands/shared/form/SubmitButton';

/**
 * "Select": opens a checkout session for the package and leaves for the payment page. A refusal (already active,
 * provider down) is shown under the button; the page stays as it was.
 */
export function SelectButton({
  packageId,
  name,
  label,
  prominent = true,
}: {
  packageId: string;
  name: string;
  label?: string;
  prominent?: boolean;
}) {
  const { t, i18n } = useTranslation('commerce');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const text = label ?? t('packages.select');

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
      <button
        type="button"
        onClick={() => void select()}
        disabled={pending}
        // Named with the package: several "select" buttons share the page.
        aria-label={`${pending ? t('packages.selecting') : text}: ${name}`}
        className={`${prominent ? primaryButton : secondaryButton} w-full`}
      >
        {pending && <ButtonSpinner />}
        {pending ? t('packages.selecting') : text}
      </button>
      <div role="alert">{error && <p className="text-sm font-medium text-red-700">{error}</p>}</div>
    </div>
  );
}
