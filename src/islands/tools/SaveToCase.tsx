import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { localePath } from '@/lib/i18n/locales';
import type { Tool } from '@/lib/schemas/eligibility';
import { isSignedIn, rememberPendingCheck, saveCheck } from '@/lib/stores/eligibility';
import { useLocale } from '@/islands/shared/useLocale';

type State = { step: 'idle' | 'saving' | 'saved' | 'signIn' } | { step: 'error'; message: string };

/**
 * "Save to my case": a signed-in user's answers go to the server at once; a visitor is asked to sign in first and
 * the answers wait in this tab until the dashboard offers to save them.
 */
export function SaveToCase({ tool, answers }: { tool: Tool; answers: unknown }) {
  const { t, i18n } = useTranslation('tools');
  const locale = useLocale();
  const [state, setState] = useState<State>({ step: 'idle' });

  async function save() {
    if (!isSignedIn()) {
      rememberPendingCheck(tool, answers);
      setState({ step: 'signIn' });
      return;
    }
    setState({ step: 'saving' });
    try {
      await saveCheck(tool, answers);
      setState({ step: 'saved' });
    } catch (err) {
      setState({ step: 'error', message: errorMessage(err, i18n, 'tools:save.error') });
    }
  }

  const link = 'font-semibold text-brand-700 underline hover:text-brand-900';
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <button
        type="button"
        onClick={() => void save()}
        disabled={state.step === 'saving'}
        className="rounded-lg border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        {state.step === 'saving' ? t('save.saving') : t('save.button')}
      </button>
      <div role="status" className="mt-2 text-sm text-slate-800">
        {state.step === 'saved' && (
          <p>
            {t('save.saved')}{' '}
            <a href={localePath(locale, '/dashboard')} className={link}>
              {t('save.viewDashboard')}
            </a>
          </p>
        )}
        {state.step === 'signIn' && (
          <p>
            {t('save.signInPrompt')}{' '}
            <a href={localePath(locale, '/login')} className={link}>
              {t('save.signIn')}
            </a>
            {' · '}
            <a href={localePath(locale, '/register')} className={link}>
              {t('save.register')}
            </a>
          </p>
        )}
        {state.step === 'error' && <p className="font-medium text-red-700">{state.message}</p>}
      </div>
    </div>
  );
}
