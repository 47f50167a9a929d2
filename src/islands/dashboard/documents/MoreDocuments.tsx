import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { loadMoreDocuments } from '@/lib/stores/documents';
import { secondaryButton } from '@/islands/shared/form/buttons';
import { useLocale } from '@/islands/shared/useLocale';

/**
 * "Show more" under a category's documents while later pages exist (decision 093): how many of the category are
 * shown, a real button (keyboard and screen reader), busy while the next page loads, the error in place with the
 * button still there to try again.
 */
export function MoreDocuments({ shown, total }: { shown: number; total: number }) {
  const { t, i18n } = useTranslation('commerce');
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function more() {
    setPending(true);
    setError(null);
    try {
      await loadMoreDocuments();
    } catch (err) {
      setError(errorMessage(err, i18n, 'commerce:documents.errors.more'));
    } finally {
      setPending(false);
    }
  }

  const count = (n: number) => n.toLocaleString(locale);
  return (
    <div
      className={`flex flex-col items-center gap-2 text-sm text-slate-700 ${shown > 0 ? 'mt-4 border-t border-slate-200 pt-4' : 'py-4'}`}
    >
      <p>{t('documents.shownOf', { shown: count(shown), total: count(total) })}</p>
      <button
        type="button"
        className={secondaryButton}
        onClick={() => void more()}
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? t('documents.loadingMore') : t('documents.more')}
      </button>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
