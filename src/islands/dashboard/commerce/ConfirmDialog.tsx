import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dangerButton, secondaryButton } from '../../shared/form/buttons';
import { FormAlert } from '../../shared/form/FormAlert';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** Shown while the action runs (the buttons are disabled meanwhile). */
  pending: boolean;
  /** A failure of the last attempt, already worded. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Are you sure?" before something that cannot be undone. Headless UI's Dialog traps focus, closes on Escape and
 * returns focus to the button that opened it; "cancel" has the first focus, so Enter never destroys by accident.
 */
export function ConfirmDialog({ open, title, text, confirmLabel, pending, error, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('commerce');
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onClose={() => !pending && onClose()} initialFocus={cancel} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle as="h2" className="text-xl font-bold text-slate-900">
            {title}
          </DialogTitle>
          <Description className="mt-3 break-words text-slate-700">{text}</Description>
          {error && (
            <div className="mt-4">
              <FormAlert>{error}</FormAlert>
            </div>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" ref={cancel} className={secondaryButton} onClick={onClose} disabled={pending}>
              {t('dialog.cancel')}
            </button>
            <button type="button" className={dangerButton} onClick={onConfirm} disabled={pending}>
              {confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
