import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { CEFR_LEVELS, type CefrLevel } from '@/lib/schemas/eligibility';
import type { PlanItem, PlanItemStatus } from '@/lib/schemas/plan';
import { uploadToItem } from '@/lib/stores/plan';
import { showToast } from '@/lib/stores/toasts';
import { smallButton } from '@/islands/shared/form/buttons';
import { useLocale } from '@/islands/shared/useLocale';
import { Badge, type Tone } from '@/islands/dashboard/commerce/Badge';
import { formatCheckDay } from '@/lib/plan/format';

const TONE: Record<PlanItemStatus, Tone> = {
  missing: 'slate',
  uploaded: 'blue',
  in_review: 'amber',
  approved: 'green',
  rejected: 'red',
};

/** One document of the plan: state, how to get it in Turkey, its dated source, and an upload filed under it. */
export function PlanItemRow({ item }: { item: PlanItem }) {
  const { t, i18n } = useTranslation('plan');
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const levelId = useId();
  const [level, setLevel] = useState<CefrLevel | ''>('');
  const [busy, setBusy] = useState(false);
  const checked = item.checkedAt ? formatCheckDay(item.checkedAt, locale) : null;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await uploadToItem(item, file, level ? { level } : {});
      showToast({ type: 'success', message: t('page.uploaded') });
    } catch (err) {
      showToast({ type: 'error', message: errorMessage(err, i18n, 'plan:page.errors.upload') });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <li className="p-4 sm:px-5" data-plan-item={item.key}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{item.title}</h3>
        <div className="flex flex-wrap gap-1">
          {item.addedByAdvisor && <Badge tone="blue">{t('page.addedByAdvisor')}</Badge>}
          {item.waived && <Badge tone="slate">{t('status.waived')}</Badge>}
          <Badge tone={TONE[item.status]}>{t(`status.${item.status}`)}</Badge>
        </div>
      </div>
      {!item.confirmed && <p className="mt-1 text-xs font-semibold text-amber-900">{t('visa.unconfirmed')}</p>}
      {item.rejectionReason && (
        <p className="mt-1 text-sm text-red-700">{t('page.rejected', { reason: item.rejectionReason })}</p>
      )}
      {item.how && <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{item.how}</p>}
      {item.source && checked ? (
        <p className="mt-1 text-xs text-slate-600">
          <a className="underline" href={item.source} rel="noopener external" target="_blank">
            {t('visa.source')}
          </a>
          , {t('visa.checked', { date: checked })}
        </p>
      ) : (
        // The advisor's own item: no official source, and the screen says so instead of showing one.
        <p className="mt-1 text-xs text-slate-600">{t('page.noSource')}</p>
      )}
      {!item.waived && item.status !== 'approved' && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {item.key === 'languageCertificate' && (
            <label htmlFor={levelId} className="flex items-center gap-2 text-sm text-slate-800">
              {t('page.level')}
              <select
                id={levelId}
                className="min-h-9 rounded-md border border-slate-400 bg-white px-2 text-sm"
                value={level}
                onChange={(event) => setLevel(event.target.value as CefrLevel | '')}
              >
                <option value="">–</option>
                {CEFR_LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className={`${smallButton} cursor-pointer`} aria-disabled={busy}>
            {busy ? t('page.uploading') : t('page.upload')}
            <span className="sr-only"> – {item.title}</span>
            <input
              ref={input}
              type="file"
              className="sr-only"
              accept="application/pdf,image/jpeg,image/png,.doc,.docx"
              disabled={busy}
              onChange={(event) => void upload(event.target.files?.[0])}
            />
          </label>
        </div>
      )}
    </li>
  );
}
