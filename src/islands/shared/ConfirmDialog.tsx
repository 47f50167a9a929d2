import { useRef, type ReactNode } from 'react';
import { dangerButton, secondaryButton } from './form/buttons';
import { FormAlert } from './form/FormAlert';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** The button that leaves things as they are ("Cancel", "Keep the appointment"). */
  keepLabel: string;
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
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  keepLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
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
          {keepLabel}
        </button>
        <button type="button" className={dangerButton} onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
