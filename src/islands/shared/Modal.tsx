import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

/**
 * A modal dialog of the app: Headless UI's Dialog (focus trapped inside, Escape and the backdrop call `onClose`,
 * focus returns to the opener), a title and an optional description, as a sheet from the bottom on phones.
 * `wide` for a dialog holding a form with more than a line or two (booking).
 */
export function Modal({ open, onClose, title, description, titleClass = 'text-slate-900', wide = false, children }: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  titleClass?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 overflow-y-auto p-2 sm:p-4">
        <div className={`flex min-h-full justify-center ${wide ? 'items-start sm:items-center' : 'items-end sm:items-center'}`}>
          <DialogPanel className={`w-full rounded-xl bg-white p-5 shadow-xl sm:p-6 ${wide ? 'max-w-3xl' : 'max-w-md'}`}>
            <DialogTitle className={`text-lg font-semibold ${titleClass}`}>{title}</DialogTitle>
            {description && <Description className="mt-2 text-sm text-slate-700">{description}</Description>}
            {children}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
