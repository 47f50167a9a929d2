import { useTranslation } from 'react-i18next';
import type { CursorPage } from '@/lib/schemas/paging';
import { smallButton } from '@/islands/shared/form/buttons';

/**
 * "Page 2 of 5" with previous/next, for the console's keyset-paged tables (decision 088): the answer says whether a
 * next page exists and counts up to a cap, so beyond it the summary says "more than 1,000" instead of a page count.
 */
export function Pager({
  page,
  answer,
  onPage,
}: {
  page: number;
  answer: Pick<CursorPage<unknown>, 'pageSize' | 'total' | 'totalCapped' | 'nextCursor'>;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('staff');
  const { pageSize, total, totalCapped, nextCursor } = answer;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={t('pager.label')} className="flex items-center justify-between gap-3 pt-4 text-sm text-slate-700">
      <p>{totalCapped ? t('pager.summaryCapped', { page, total }) : t('pager.summary', { page, pages, total })}</p>
      <div className="flex gap-2">
        <button type="button" className={smallButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pager.previous')}
        </button>
        <button type="button" className={smallButton} disabled={!nextCursor} onClick={() => onPage(page + 1)}>
          {t('pager.next')}
        </button>
      </div>
    </nav>
  );
}
