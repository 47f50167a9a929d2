import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { logoutAndLeave } from './WelcomeStep';
import { primaryButton, secondaryButton } from '../shared/form/buttons';

/** 'saved': everything went to the server; 'partial': some input is only kept in this tab (not valid yet). */
export type SaveLaterResult = 'saved' | 'partial';

/**
 * The confirmation after "save and continue later": the user may log out or keep working. Headless UI's Dialog
 * traps focus, closes on Escape and returns focus to the button that opened it.
 */
export function SaveLaterDialog({ result, onClose }: { result: SaveLaterResult | null; onClose: () => void }) {
  const { t } = useTranslation('onboarding');
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={result !== null} onClose={onClose} initialFocus={stay} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle as="h2" className="text-xl font-bold text-slate-900">
            {t('saveLater.title')}
          </DialogTitle>
          <Description className="mt-3 text-slate-700">{t('saveLater.saved')}</Description>
          {result === 'partial' && <p className="mt-2 text-slate-700">{t('saveLater.partial')}</p>}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={() => void logoutAndLeave()}>
              {t('actions.logout')}
            </button>
            <button type="button" ref={stay} className={primaryButton} onClick={onClose}>
              {t('saveLater.stay')}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
