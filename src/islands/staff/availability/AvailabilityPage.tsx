import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { Availability } from '@/lib/schemas/availability';
import { $availability, loadAvailability } from '@/lib/stores/availability.staff';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { AppShell } from '@/islands/shell/AppShell';
import { StaffFrame } from '@/islands/staff/frame/StaffFrame';
import { AvailabilityForm } from './AvailabilityForm';

/** /staff/availability: one's weekly hours and days off (Berlin time), which the customers' slot picker uses. */
export default function AvailabilityPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <AvailabilityScreen />
    </AppShell>
  );
}

function AvailabilityScreen() {
  const { t } = useTranslation('staff');
  const state = useStore($availability);
  return (
    <StaffFrame current="availability" title={t('availability.title')} intro={t('availability.intro')}>
      <Loaded
        state={state}
        load={loadAvailability}
        loadingLabel={t('availability.loading')}
        fallbackKey="staff:availability.loadError"
      >
        {(availability: Availability) => <AvailabilityForm key={JSON.stringify(availability)} saved={availability} />}
      </Loaded>
    </StaffFrame>
  );
}
