import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode, RefObject } from 'react';

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', wide: 'max-w-3xl' } as const;

interface ModalProps {
  open: boolean;
  /** Escape, a click outside; the caller decides whether to close (not while a request runs). */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** What takes the focus on opening (default: the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `md` for a question, `lg` for a short form, `wide` for a form with more than a line or two (booking). */
  width?: keyof typeof WIDTHS;
  /** A title in another colour (a dangerous action). */
  titleClass?: string;
  children: ReactNode;
}

/**
 * The one modal dialog of the app: Headless UI's Dialog traps focus, closes on Escape and the backdrop, and returns
 * focus to the opener; an h2 title and an optional description. Questions come up as a sheet from the bottom on
 * phones (near the thumb); tall content scrolls inside the viewport.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  initialFocus,
  width = 'md',
  titleClass = 'text-slate-900',
  children,
}: ModalProps) {
  const sheet = width === 'wide' ? 'items-start sm:items-center' : 'items-end sm:items-center';
  return (
    <Dialog open={open} onClose={onClose} {...(initialFocus && { initialFocus })} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 overflow-y-auto p-2 sm:p-4">
        <div className={`flex min-h-full justify-center ${sheet}`}>
          <DialogPanel className={`w-full ${WIDTHS[width]} rounded-xl bg-white p-5 shadow-xl sm:p-6`}>
            <DialogTitle as="h2" className={`text-lg font-semibold ${titleClass}`}>
              {title}
            </DialogTitle>
            {description && (
              <Description className="mt-2 break-words text-sm text-slate-700">{description}</Description>
            )}
            {children}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
