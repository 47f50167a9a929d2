import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/islands/shared/form/CheckboxField';
import { TextField, type BoundField } from '@/islands/shared/form/TextField';

interface PeriodProps {
  /** Row id prefix: `education-<key>`. */
  id: string;
  /** The row's start and end date fields, bound by the form kit (`list.field(index, 'startDate')`). */
  start: BoundField;
  end: BoundField;
  ongoing: boolean;
  ongoingLabel: string;
  /** "Still continuing" changed; when it turns on, the end date is emptied with it. */
  onOngoing: (ongoing: boolean) => void;
}

/**
 * Start and end date plus "still continuing". While ongoing the end date is waived: the field is disabled and
 * emptied, and the shared schema accepts it empty.
 */
export function Period({ id, start, end, ongoing, ongoingLabel, onOngoing }: PeriodProps) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <TextField {...start} id={`${id}-startDate`} type="date" label={t('period.start')} required />
      <TextField
        {...end}
        id={`${id}-endDate`}
        type="date"
        label={t('period.end')}
        hint={ongoing ? t('period.endWaived') : undefined}
        value={ongoing ? '' : end.value}
        error={ongoing ? undefined : end.error}
        disabled={ongoing}
        required={!ongoing}
      />
      <div className="sm:col-span-2">
        <CheckboxField id={`${id}-ongoing`} label={ongoingLabel} checked={ongoing} onChange={onOngoing} />
      </div>
    </>
  );
}
