import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogEntry } from '@/lib/schemas/catalog';
import { $packages, activePackages } from '@/lib/stores/packages';
import { primaryButton, secondaryButton } from '@/islands/shared/form/buttons';
import { Modal } from '@/islands/shared/Modal';
import { ChangePanel } from './ChangePanel';
import { OrderPanel } from './OrderPanel';

/**
 * "Select": opens the order step (summary, withdrawal information, the order button; decision 075) or, while another
 * monthly package runs, the change step with its price (decision 074). Nothing is bought before the dialog's button.
 */
export function SelectButton({
  pkg,
  label,
  prominent = true,
}: {
  pkg: CatalogEntry;
  label?: string;
  prominent?: boolean;
}) {
  const { t } = useTranslation('commerce');
  const overview = useStore($packages);
  const [open, setOpen] = useState(false);
  const text = label ?? t('packages.select');
  const running =
    pkg.type === 'monthly' && overview.status === 'ready'
      ? activePackages(overview.data.owned).find((mine) => mine.package.type === 'monthly')
      : undefined;

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        // Named with the package: several "select" buttons share the page.
        aria-label={`${text}: ${pkg.name}`}
        className={`${prominent ? primaryButton : secondaryButton} w-full`}
      >
        {text}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        width="lg"
        title={running ? t('change.title', { name: pkg.name }) : t('order.title')}
      >
        {running ? <ChangePanel current={running} pkg={pkg} onDone={() => setOpen(false)} /> : <OrderPanel pkg={pkg} />}
      </Modal>
    </>
  );
}
