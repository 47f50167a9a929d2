import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dangerButton, secondaryButton } from '../../shared/form/buttons';
import { FormAlert } from '../../shared/form/FormAlert';
import { Modal } from '../../shared/Modal';

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
 * "Are you sure?" before something that cannot be undone; "cancel" has the first focus, so Enter never destroys by
 * accident.
 */
export function ConfirmDialog({ open, title, text, confirmLabel, pending, error, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('commerce');
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onClose={() => !pending && onClose()} initialFocus={cancel} title={title} description={text}>
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
    </Modal>
  );
}
