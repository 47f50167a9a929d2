import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../shared/form/CheckboxField';
import { TextField } from '../shared/form/TextField';

interface PeriodProps {
  /** Row id prefix: `education-<key>`. */
  id: string;
  startDate: string;
  endDate: string;
  ongoing: boolean;
  ongoingLabel: string;
  errors: Record<string, string | undefined>;
  onChange: (patch: { startDate?: string; endDate?: string; ongoing?: boolean }) => void;
}

/**
 * Start and end date plus "still continuing". While ongoing the end date is waived: the field is disabled and
 * emptied, and the shared schema accepts it empty.
 */
export function Period({ id, startDate, endDate, ongoing, ongoingLabel, errors, onChange }: PeriodProps) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <TextField
        id={`${id}-startDate`}
        type="date"
        label={t('period.start')}
        value={startDate}
        onChange={(v) => onChange({ startDate: v })}
        error={errors.startDate}
        required
      />
      <TextField
        id={`${id}-endDate`}
        type="date"
        label={t('period.end')}
        hint={ongoing ? t('period.endWaived') : undefined}
        value={ongoing ? '' : endDate}
        onChange={(v) => onChange({ endDate: v })}
        error={ongoing ? undefined : errors.endDate}
        disabled={ongoing}
        required={!ongoing}
      />
      <div className="sm:col-span-2">
        <CheckboxField
          id={`${id}-ongoing`}
          label={ongoingLabel}
          checked={ongoing}
          onChange={(v) => onChange(v ? { ongoing: true, endDate: '' } : { ongoing: false })}
        />
      </div>
    </>
  );
}
