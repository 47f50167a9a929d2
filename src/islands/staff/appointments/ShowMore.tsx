import { useTranslation } from 'react-i18next';
import { smallButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { useAction } from '@/islands/shared/form/useAction';

/**
 * "Show more" under the appointments while later pages exist (decision 099): how many are shown, a real button, busy
 * while the next page loads, the error in place with the button still there to try again.
 */
export function ShowMore({ shown, onMore }: { shown: number; onMore: () => Promise<unknown> }) {
  const { t } = useTranslation('staff');
  const { pending, error, run } = useAction('staff:appointments.moreError');
  return (
    <div className="flex flex-col items-center gap-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
      <p>{t('appointments.shown', { count: shown })}</p>
      <button type="button" className={smallButton} disabled={pending} onClick={() => void run(onMore)}>
        {pending ? t('appointments.loadingMore') : t('appointments.showMore')}
      </button>
      {error && <FormAlert>{error}</FormAlert>}
    </div>
  );
}
