import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/errors';
import { LOCALES, type Locale } from '../../../lib/i18n/locales';
import { setLanguage } from '../../../lib/stores/profile';
import { showToast } from '../../../lib/stores/toasts';
import { FormAlert } from '../../shared/form/FormAlert';
import { SubmitButton } from '../../shared/form/SubmitButton';

/** Native radio buttons (arrow keys move between them) and a save button. */
export function LanguageForm({ preferred }: { preferred: Locale }) {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const [choice, setChoice] = useState<Locale>(preferred);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const { reloading } = await setLanguage(choice);
      if (!reloading) showToast({ type: 'success', message: t('toast.settingsSaved') });
    } catch (err) {
      setError(errorMessage(err, i18n, 'profile:errors.update'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <FormAlert>{error}</FormAlert>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('fields.language')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {LOCALES.map((locale) => (
            <label
              key={locale}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="preferredLanguage"
                value={locale}
                checked={choice === locale}
                onChange={() => setChoice(locale)}
                className="h-4 w-4 accent-brand-600"
              />
              <span lang={locale} className="font-medium text-slate-900">
                {t(`common:language.${locale}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <SubmitButton pending={pending} pendingLabel={t('saving')}>
        {t('settings.language.submit')}
      </SubmitButton>
    </form>
  );
}
