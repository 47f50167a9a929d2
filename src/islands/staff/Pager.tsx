import { useTranslation } from 'react-i18next';
import { smallButton } from '@/islands/shared/form/buttons';

/** "Page 2 of 5" with previous/next, for the console's server-paged tables. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('staff');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={t('pager.label')} className="flex items-center justify-between gap-3 pt-4 text-sm text-slate-700">
      <p>{t('pager.summary', { page, pages, total })}</p>
      <div className="flex gap-2">
        <button type="button" className={smallButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pager.previous')}
        </button>
        <button type="button" className={smallButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('pager.next')}
        </button>
      </div>
    </nav>
  );
}
