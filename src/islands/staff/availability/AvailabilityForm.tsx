import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_TAGS } from '@/lib/i18n/locales';
import { availabilitySchema, type Availability } from '@/lib/schemas/availability';
import { saveAvailability } from '@/lib/stores/availability.staff';
import { showToast } from '@/lib/stores/toasts';
import { dangerSmallButton, smallButton } from '@/islands/shared/form/buttons';
import { inputClass } from '@/islands/shared/form/Field';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { rowKey } from '@/islands/shared/form/rows';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';
import { useLocale } from '@/islands/shared/useLocale';
import { Section } from '@/islands/staff/Section';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const TIMES = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
const ENDS = [...TIMES.slice(1), '24:00'];

/**
 * The weekly hours (stretches per weekday, half-hour grid) and days off, checked with the API's own schema before
 * saving; the server's messages land on the same rows. The weekly stretches are a form kit list (decision 066).
 */
export function AvailabilityForm({ saved }: { saved: Availability }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const form = useSchemaForm(
    availabilitySchema,
    { weeklyHours: saved.weeklyHours.map((h) => ({ ...h, key: rowKey() })), daysOff: [...saved.daysOff].sort() },
    { idPrefix: 'availability', fallbackErrorKey: 'staff:availability.saveError' },
  );
  const hours = form.list('weeklyHours');
  const daysOff = form.values.daysOff;
  const [newDay, setNewDay] = useState('');
  const dayOffText = (day: string) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  // A Monday (2024-01-01) shifted by the weekday names it in the page's language.
  const dayName = (weekday: number) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, weekday)),
    );

  const onSubmit = form.submit(async (data) => {
    await saveAvailability(data);
    showToast({ type: 'success', message: t('availability.saved') });
  });

  const rowError = (index: number) => hours.error(index, 'end') ?? form.errors[`weeklyHours.${index}`];
  return (
    <form ref={form.formRef} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6">
      <FormAlert>{form.formError}</FormAlert>
      <Section id="hours" title={t('availability.weekly')}>
        <div className="space-y-4">
          {WEEKDAYS.map((weekday) => {
            const rows = hours.rows.map((h, index) => ({ h, index })).filter(({ h }) => h.weekday === weekday);
            return (
              <fieldset key={weekday} className="grid gap-2 border-b border-slate-100 pb-3 md:grid-cols-[10rem_1fr]">
                <legend className="float-left pt-2 font-medium text-slate-900">{dayName(weekday)}</legend>
                <div className="space-y-2 md:col-start-2">
                  {rows.length === 0 && <p className="pt-2 text-sm text-slate-600">{t('availability.off')}</p>}
                  {rows.map(({ h, index }) => (
                    <div key={h.key} className="flex flex-wrap items-center gap-2">
                      <label className="sr-only" htmlFor={`start-${index}`}>
                        {t('availability.from', { day: dayName(weekday) })}
                      </label>
                      <div className="w-28">
                        <select
                          id={`start-${index}`}
                          value={h.start}
                          onChange={(e) => hours.set(index, 'start', e.target.value)}
                          className={inputClass}
                        >
                          {TIMES.map((time) => (
                            <option key={time}>{time}</option>
                          ))}
                        </select>
                      </div>
                      <span aria-hidden="true">–</span>
                      <label className="sr-only" htmlFor={`end-${index}`}>
                        {t('availability.to', { day: dayName(weekday) })}
                      </label>
                      <div className="w-28">
                        <select
                          id={`end-${index}`}
                          value={h.end}
                          onChange={(e) => hours.set(index, 'end', e.target.value)}
                          onBlur={hours.field(index, 'end').onBlur}
                          aria-invalid={rowError(index) ? true : undefined}
                          aria-describedby={rowError(index) ? `hours-error-${index}` : undefined}
                          className={inputClass}
                        >
                          {ENDS.map((time) => (
                            <option key={time}>{time}</option>
                          ))}
                        </select>
                      </div>
                      <button
                        type="button"
                        className={`${dangerSmallButton} mt-1`}
                        // Six buttons read "Remove": the name says which stretch (issue 29).
                        aria-label={t('availability.removeHours', {
                          day: dayName(weekday),
                          start: h.start,
                          end: h.end,
                        })}
                        onClick={() => hours.remove(index)}
                      >
                        {t('availability.remove')}
                      </button>
                      {rowError(index) && (
                        <p id={`hours-error-${index}`} className="w-full text-sm text-red-700">
                          {rowError(index)}
                        </p>
                      )}
                    </div>
                  ))}
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => hours.add({ weekday, start: '09:00', end: '17:00' })}
                  >
                    {t('availability.addHours', { day: dayName(weekday) })}
                  </button>
                </div>
              </fieldset>
            );
          })}
        </div>
      </Section>
      <Section id="days-off" title={t('availability.daysOff')}>
        <ul className="flex flex-wrap gap-2">
          {daysOff.length === 0 && <li className="text-sm text-slate-600">{t('availability.noDaysOff')}</li>}
          {daysOff.map((day) => (
            <li key={day} className="flex items-center gap-2 rounded-md border border-slate-200 py-1 pl-3 pr-1 text-sm">
              {dayOffText(day)}
              <button
                type="button"
                className={dangerSmallButton}
                aria-label={t('availability.removeDayOff', { date: dayOffText(day) })}
                onClick={() =>
                  form.setValue(
                    'daysOff',
                    daysOff.filter((d) => d !== day),
                  )
                }
              >
                {t('availability.remove')}
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="day-off" className="block text-sm font-medium text-slate-800">
              {t('availability.dayOff')}
            </label>
            <input
              id="day-off"
              type="date"
              value={newDay}
              onChange={(e) => setNewDay(e.target.value)}
              className={inputClass}
            />
          </div>
          <button
            type="button"
            className={smallButton}
            disabled={!newDay}
            onClick={() => {
              if (!daysOff.includes(newDay)) form.setValue('daysOff', [...daysOff, newDay].sort());
              setNewDay('');
            }}
          >
            {t('availability.addDayOff')}
          </button>
        </div>
      </Section>
      <SubmitButton pending={form.pending} pendingLabel={t('availability.saving')}>
        {t('availability.save')}
      </SubmitButton>
    </form>
  );
}
