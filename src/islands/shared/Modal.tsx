import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode, RefObject } from 'react';

interface ModalProps {
  open: boolean;
  /** Escape, a click outside; the caller decides whether to close (not while a request runs). */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** What takes the focus on opening (default: the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `max-w-md` for a question, wider for a form. */
  width?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * One modal dialog look: a dimmed page, a white panel with its h2 title and description. Headless UI's Dialog traps
 * focus, closes on Escape and returns focus to the button that opened it. Tall content scrolls inside the viewport.
 */
export function Modal({ open, onClose, title, description, initialFocus, width = 'md', children }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} {...(initialFocus && { initialFocus })} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <div className="flex min-h-full items-center justify-center">
          <DialogPanel className={`w-full ${width === 'md' ? 'max-w-md' : 'max-w-lg'} rounded-xl bg-white p-6 shadow-xl`}>
            <DialogTitle as="h2" className="text-xl font-bold text-slate-900">
              {title}
            </DialogTitle>
            {description && <Description className="mt-3 break-words text-slate-700">{description}</Description>}
            {children}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
