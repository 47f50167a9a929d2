import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $loading } from '@/lib/stores/loading';
import { Spinner } from './Spinner';

/**
 * The global loading overlay, shown while any `withLoading(...)` task runs. The live region stays in the DOM so
 * screen readers announce the text when it appears.
 */
export function LoadingOverlay({ text }: { text?: string }) {
  const loading = useStore($loading);
  const { t } = useTranslation('shell');
  return (
    <div role="status" aria-live="polite">
      {loading && (
        <div className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-3 bg-white/75 backdrop-blur-sm">
          <Spinner className="h-10 w-10" />
          <p className="text-base font-medium text-slate-800">{text ?? t('loading.text')}</p>
        </div>
      )}
    </div>
  );
}
