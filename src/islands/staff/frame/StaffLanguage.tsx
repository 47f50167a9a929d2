import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { setLanguage } from '@/lib/stores/profile';
import { showToast } from '@/lib/stores/toasts';
import { useLocale } from '@/islands/shared/useLocale';

/**
 * The console's language switch in the header: saves the choice as the staff member's preferredLanguage and loads
 * the same page in it (decision 081). A select, so it stays one small box at 390 px in every language.
 */
export function StaffLanguage() {
  const { t, i18n } = useTranslation(['staff', 'common']);
  const locale = useLocale();
  const [pending, setPending] = useState(false);

  async function choose(choice: Locale) {
    if (choice === locale) return;
    setPending(true);
    try {
      await setLanguage(choice);
    } catch (err) {
      showToast({ type: 'error', message: errorMessage(err, i18n, 'staff:frame.languageError') });
      setPending(false);
    }
  }

  return (
    <div className="w-28 shrink-0 sm:w-32">
      <label htmlFor="staff-language" className="sr-only">
        {t('common:language.label')}
      </label>
      <select
        id="staff-language"
        value={locale}
        disabled={pending}
        onChange={(e) => void choose(e.target.value as Locale)}
        className="block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900 shadow-sm disabled:bg-slate-100"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`common:language.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
