import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../auth/form/FormAlert';
import { Spinner } from '../../shell/Spinner';
import type { ProfileState } from './useProfile';

/** What a screen shows while GET /profile runs or after it failed (with a retry). */
export function ProfileStatus({ state, onRetry }: { state: Exclude<ProfileState, { status: 'ready' }>; onRetry: () => void }) {
  const { t } = useTranslation('profile');
  if (state.status === 'loading')
    return (
      <div role="status" className="flex items-center gap-3 py-10 text-slate-700">
        <Spinner className="h-6 w-6" />
        {t('loading')}
      </div>
    );
  return (
    <div className="space-y-4">
      <FormAlert>{state.message}</FormAlert>
      <button type="button" onClick={onRetry} className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50">
        {t('retry')}
      </button>
    </div>
  );
}
