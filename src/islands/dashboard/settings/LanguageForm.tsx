import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { setLanguage } from '@/lib/stores/profile';
import { showToast } from '@/lib/stores/toasts';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { RadioCards } from '@/islands/shared/form/RadioCards';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { useAction } from '@/islands/shared/form/useAction';

/** Native radio buttons (arrow keys move between them) and a save button. */
export function LanguageForm({ preferred }: { preferred: Locale }) {
  const { t } = useTranslation(['profile', 'common']);
  const [choice, setChoice] = useState<Locale>(preferred);
  const { pending, error, run } = useAction('profile:errors.update');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const { reloading } = await setLanguage(choice);
      if (!reloading) showToast({ type: 'success', message: t('toast.settingsSaved') });
    });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <FormAlert>{error}</FormAlert>
      <RadioCards
        name="preferredLanguage"
        legend={t('fields.language')}
        options={LOCALES.map((locale) => ({ value: locale, label: t(`common:language.${locale}`), lang: locale }))}
        value={choice}
        onChange={setChoice}
        columns="sm:grid-cols-3"
      />
      <SubmitButton pending={pending} pendingLabel={t('saving')}>
        {t('settings.language.submit')}
      </SubmitButton>
    </form>
  );
}
