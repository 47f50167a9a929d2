import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { startWhenIdle } from '@/lib/idle';
import { $updateAvailable, dismissUpdate, reloadForUpdate, watchForUpdates } from '@/lib/stores/update-check';

/**
 * The toast offering a reload once a new build is out (SPEC §7, docs/decisions/047). It stays until the user
 * chooses, in the toast region above the other toasts; 'later' hides it until the next build. The checks start once
 * the page is idle (decision 105).
 */
export function UpdateNotice() {
  const { t } = useTranslation('shell');
  const available = useStore($updateAvailable);
  useEffect(() => startWhenIdle(watchForUpdates), []);
  if (!available) return null;
  return (
    <div className="pointer-events-auto rounded-lg border-l-4 border-brand-600 bg-white p-4 shadow-lg">
      <p className="text-sm font-medium text-slate-900">{t('update.message')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => reloadForUpdate()}
          className="inline-flex min-h-9 items-center rounded-md bg-brand-600 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('update.reload')}
        </button>
        <button
          type="button"
          onClick={dismissUpdate}
          className="inline-flex min-h-9 items-center rounded-md border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          {t('update.later')}
        </button>
      </div>
    </div>
  );
}
