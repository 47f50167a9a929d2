import { useTranslation } from 'react-i18next';
import { BELL_BUTTON_CLASS } from './BellTrigger';
import { USER_BUTTON_CLASS } from './UserTrigger';

const block = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
const bar = 'rounded bg-slate-200 motion-safe:animate-pulse';

/**
 * What a dashboard page shows in place of its content while the session is checked (decision 095): grey cards
 * announced as one status ("Checking your session…"), tall enough that the legal footer below stays out of view,
 * so the content replacing them moves nothing already on screen.
 */
export function PageSkeleton() {
  const { t } = useTranslation('shell');
  return (
    <div role="status" className="min-h-[60vh] space-y-8" data-testid="page-skeleton">
      <span className="sr-only">{t('spinner.label')}</span>
      {[0, 1].map((card) => (
        <div key={card} aria-hidden="true" className={block}>
          <div className={`h-5 w-1/3 ${bar}`} />
          <div className={`mt-4 h-4 w-full ${bar}`} />
          <div className={`mt-3 h-4 w-5/6 ${bar}`} />
          <div className={`mt-3 h-4 w-2/3 ${bar}`} />
        </div>
      ))}
    </div>
  );
}

/** The navbar's two menu buttons as empty shapes of their size until the session is known (nothing to press yet). */
export function NavbarPlaceholders() {
  return (
    <>
      <span aria-hidden="true" className={`${BELL_BUTTON_CLASS} block h-10 w-10`} />
      <span aria-hidden="true" className={USER_BUTTON_CLASS}>
        <span className="h-8 w-8 rounded-full bg-slate-200" />
        <span className="h-4 w-4" />
      </span>
    </>
  );
}
