import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { logoutAndLeave } from './WelcomeStep';
import { primaryButton, secondaryButton } from '@/islands/shared/form/buttons';
import { Modal } from '@/islands/shared/Modal';

/** 'saved': everything went to the server; 'partial': some input is only kept in this tab (not valid yet). */
export type SaveLaterResult = 'saved' | 'partial';

/**
 * The confirmation after "save and continue later": the user may log out or keep working (a `Modal`: focus trapped,
 * Escape closes, focus returns to the opener).
 */
export function SaveLaterDialog({ result, onClose }: { result: SaveLaterResult | null; onClose: () => void }) {
  const { t } = useTranslation('onboarding');
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={result !== null}
      onClose={onClose}
      initialFocus={stay}
      title={t('saveLater.title')}
      description={t('saveLater.saved')}
    >
      {result === 'partial' && <p className="mt-2 text-slate-700">{t('saveLater.partial')}</p>}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={() => void logoutAndLeave()}>
          {t('actions.logout')}
        </button>
        <button type="button" ref={stay} className={primaryButton} onClick={onClose}>
          {t('saveLater.stay')}
        </button>
      </div>
    </Modal>
  );
}
