import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import type { UserPackage } from '@/lib/schemas/user-packages';
import { linkClass } from '@/islands/shared/form/buttons';
import { useLocale } from '@/islands/shared/useLocale';

/**
 * On the packages page (decision 075): "Verträge hier kündigen" always, "Vertrag widerrufen" while one of the
 * customer's contracts is still inside its 14 days.
 */
export function ContractLinks({ owned }: { owned: UserPackage[] }) {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  const withdrawable = owned.some((mine) => mine.withdrawableUntil !== null);
  return (
    <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      <a className={linkClass} href={localePath(locale, '/contracts/cancel')}>
        {t('contracts.link.cancel')}
      </a>
      {withdrawable && (
        <a className={linkClass} href={localePath(locale, '/contracts/withdraw')}>
          {t('contracts.link.withdraw')}
        </a>
      )}
    </p>
  );
}
