import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { whenIdle } from '@/lib/idle';
import type { SavedCheck } from '@/lib/schemas/eligibility';
import { $savedChecks, loadSavedChecks, pendingCheck, savePendingCheck } from '@/lib/stores/eligibility';
import { useLocale } from '@/islands/shared/useLocale';
import { savedCheckLink, savedCheckSummary, toolPath } from '@/islands/tools/saved-check';

/** Dashboard home: the newest saved route check and points result, and an offer to save one made before signing in. */
export function SavedChecksCard() {
  const { t, i18n } = useTranslation('tools');
  const locale = useLocale();
  const checks = useStore($savedChecks);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<ReturnType<typeof pendingCheck>>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  // Below the package card and the steps: asked for once the page is idle (decision 105). The waiting answers are
  // read then too: a tab's first sessionStorage read waits for the browser process, tens of ms on a busy phone.
  useEffect(
    () =>
      whenIdle(() => {
        setPending(pendingCheck());
        loadSavedChecks().catch(() => setFailed(true));
      }),
    [],
  );

  async function savePending() {
    setSaveError(null);
    try {
      await savePendingCheck();
      setPending(null);
    } catch (err) {
      setSaveError(errorMessage(err, i18n, 'tools:save.error'));
    }
  }

  const latest = (['route-check', 'chancenkarte'] as const)
    .map((tool) => checks?.find((check) => check.tool === tool))
    .filter((check): check is SavedCheck => check !== undefined);
  const link = 'font-semibold text-brand-700 underline hover:text-brand-900';

  return (
    <section
      aria-labelledby="saved-checks-title"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="saved-checks-title" className="text-lg font-semibold text-slate-900">
        {t('card.title')}
      </h2>
      {pending && (
        <div className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
          <p>{t('card.pending', { tool: t(`card.tool.${pending.tool}`) })}</p>
          <button
            type="button"
            onClick={() => void savePending()}
            className="mt-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('card.savePending')}
          </button>
          {saveError && (
            <p role="alert" className="mt-2 font-medium text-red-700">
              {saveError}
            </p>
          )}
        </div>
      )}
      <div role="status" className="mt-3 text-sm text-slate-700">
        {failed && <p className="font-medium text-red-700">{t('card.error')}</p>}
        {!failed && checks === null && <p>{t('card.loading')}</p>}
        {checks !== null && latest.length === 0 && (
          <p>
            {t('card.empty')}{' '}
            <a href={toolPath('route-check', locale)} className={link}>
              {t('card.openRouteCheck')}
            </a>
          </p>
        )}
      </div>
      {latest.length > 0 && (
        <ul className="mt-3 space-y-3">
          {latest.map((check) => (
            <li key={check.id} className="rounded-lg border border-slate-200 p-3 text-sm" data-saved-check={check.tool}>
              <p className="font-semibold text-slate-900">{savedCheckSummary(check, t)}</p>
              <p className="text-slate-700">
                {t('card.savedOn', {
                  date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(check.createdAt)),
                })}
                {' · '}
                <a href={savedCheckLink(check, locale)} className={link}>
                  {t('card.reopen')}
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-slate-600">{t('disclaimer.title')}</p>
    </section>
  );
}
