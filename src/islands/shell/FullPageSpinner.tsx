import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';

/** Shown in place of the page while the session is checked (SPEC §2 "Application shell"). */
export function FullPageSpinner() {
  const { t } = useTranslation('shell');
  return (
    <main id="main" aria-busy="true" className="flex min-h-screen items-center justify-center">
      <div role="status" className="flex flex-col items-center gap-3 text-slate-600">
        <Spinner className="h-10 w-10" />
        {/* The page's only heading while it waits (pages need an h1). */}
        <h1 className="sr-only">{t('spinner.label')}</h1>
      </div>
    </main>
  );
}
