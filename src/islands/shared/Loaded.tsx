import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import type { MessageKey } from '@/lib/i18n/keys';
import type { Loadable } from '@/lib/stores/loadable';
import { Spinner } from '@/islands/shell/Spinner';
import { secondaryButton } from './form/buttons';
import { FormAlert } from './form/FormAlert';

interface LoadedProps<T> {
  /** The resource store's state: `useStore($profile)`. */
  state: Loadable<T>;
  /** The store's load action; run once on mount and again by "retry". */
  load: () => Promise<unknown>;
  /** "Loading your profile...", announced while it runs. */
  loadingLabel: string;
  /** SPEC §8 text when the server gives no message ('profile:errors.load'). */
  fallbackKey: MessageKey;
  children: (data: T) => ReactNode;
}

/** A page's content once its resource is loaded; until then a spinner, after a failure the message and "retry". */
export function Loaded<T>({ state, load, loadingLabel, fallbackKey, children }: LoadedProps<T>) {
  const { t, i18n } = useTranslation('shell');
  // The store keeps a failure (and this shows it), so the rejection itself needs no handling here.
  const run = () => void load().catch(() => undefined);
  useEffect(run, [load]);

  if (state.status === 'ready') return children(state.data);
  if (state.status === 'loading')
    return (
      <div role="status" className="flex items-center gap-3 py-10 text-slate-700">
        <Spinner className="h-6 w-6" />
        {loadingLabel}
      </div>
    );
  return (
    <div className="space-y-4">
      <FormAlert>{errorMessage(state.error, i18n, fallbackKey)}</FormAlert>
      <button type="button" onClick={run} className={secondaryButton}>
        {t('retry')}
      </button>
    </div>
  );
}
