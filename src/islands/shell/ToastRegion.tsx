import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $toasts, dismissToast, type ToastType } from '@/lib/stores/toasts';
import { placeToasts } from './toast-placement';
import { UpdateNotice } from './UpdateNotice';

const STYLES: Record<ToastType, { box: string; icon: string; mark: string }> = {
  success: { box: 'border-green-600 bg-green-50 text-green-900', icon: 'bg-green-600', mark: '✓' },
  error: { box: 'border-red-600 bg-red-50 text-red-900', icon: 'bg-red-600', mark: '!' },
  warning: { box: 'border-amber-500 bg-amber-50 text-amber-900', icon: 'bg-amber-600', mark: '!' },
  info: { box: 'border-brand-600 bg-brand-50 text-brand-900', icon: 'bg-brand-600', mark: 'i' },
};

/**
 * The toasts (SPEC §2 puts them bottom right, where they hid the profile's language field and its save button):
 * placed where they hide no control, see toast-placement.ts. The live region is always rendered so each new
 * message is announced; toasts close after their timeout (store logic) or with their close button. The update
 * offer sits on top.
 */
export function ToastRegion() {
  const toasts = useStore($toasts);
  const { t } = useTranslation('shell');
  const region = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState<number | null>(null);
  // Measured when a toast arrives, before the browser paints it: it appears where it hides nothing.
  useLayoutEffect(() => {
    const narrow = !matchMedia('(min-width: 64rem)').matches;
    setTop(toasts.length > 0 && narrow && region.current ? placeToasts(region.current) : null);
  }, [toasts.length]);
  return (
    <div
      ref={region}
      role="status"
      aria-live="polite"
      aria-label={t('toast.region')}
      style={top === null ? undefined : { top }}
      className={`pointer-events-none fixed inset-x-4 z-50 mx-auto flex w-auto max-w-sm flex-col gap-2 lg:top-3 lg:bottom-auto ${top === null ? 'bottom-2' : ''}`}
    >
      <UpdateNotice />
      {toasts.map((toast) => {
        const style = STYLES[toast.type];
        return (
          <div
            key={toast.id}
            className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 p-3 shadow-lg ${style.box}`}
          >
            <span
              aria-hidden="true"
              className={`mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${style.icon}`}
            >
              {style.mark}
            </span>
            <p className="flex-1 text-sm leading-5">
              <span className="sr-only">{t(`toast.${toast.type}`)}: </span>
              {toast.message}
            </p>
            <button
              type="button"
              onClick={() => dismissToast(toast.id)}
              aria-label={t('toast.close')}
              title={t('toast.close')}
              className="-m-1 flex h-8 w-8 shrink-0 items-center justify-center rounded text-lg leading-none hover:bg-black/5"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        );
      })}
    </div>
  );
}
