import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Brand } from '@/islands/shared/Brand';
import { CloseIcon } from './icons';
import type { DashboardSection } from './nav';
import { SidebarNav } from './SidebarNav';

/** The sidebar as a drawer on phones: Headless UI's Dialog traps focus, closes on Escape and on the backdrop. */
export function MobileDrawer({
  open,
  onClose,
  current,
}: {
  open: boolean;
  onClose: () => void;
  current: DashboardSection;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/50 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none"
      />
      <div className="fixed inset-0 flex">
        <DialogPanel
          transition
          className="relative flex w-full max-w-xs flex-col bg-white shadow-xl transition duration-200 ease-out data-closed:-translate-x-full motion-reduce:transition-none"
        >
          <DialogTitle className="sr-only">{t('frame.menu')}</DialogTitle>
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Brand route="/dashboard" />
            <CloseButton className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900">
              <span className="sr-only">{t('frame.closeMenu')}</span>
              <CloseIcon className="h-6 w-6" />
            </CloseButton>
          </div>
          <SidebarNav current={current} />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
