import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { lastWeekOffset, weekAt } from '@/lib/appointments/week';
import { LOCALE_TAGS } from '@/lib/i18n/locales';
import { ADVISOR_TIME_ZONE, type AppointmentType, type Slot } from '@/lib/schemas/appointments';
import { $slots, loadSlots } from '@/lib/stores/appointments';
import { zonedDate } from '@/lib/time/zone';
import { smallButton } from '@/islands/shared/form/buttons';
import { FieldMessages } from '@/islands/shared/form/Field';
import { Loaded } from '@/islands/shared/Loaded';
import { useLocale } from '@/islands/shared/useLocale';
import { viewerTimeZone } from '@/lib/time/zone';

/** A calendar date (YYYY-MM-DD) as a Date at noon UTC, so formatting it never slips to a neighbouring day. */
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

interface SlotPickerProps {
  type: AppointmentType;
  offset: number;
  onOffset: (offset: number) => void;
  value: string;
  onChange: (start: string) => void;
  error?: string | undefined;
}

/**
 * A week of free starts (Monday to Sunday, Berlin dates as the advisors' working hours have them; times in the viewer's
 * zone). One native radio group: Tab enters it, the arrow keys move between times, across days. Weekend days and
 * past days without times are left out; the other weekdays stay, saying so.
 */
export function SlotPicker({ type, offset, onOffset, value, onChange, error }: SlotPickerProps) {
  const { t } = useTranslation('appointments');
  const tag = LOCALE_TAGS[useLocale()];
  const now = useRef(new Date()).current;
  const week = weekAt(now, offset);
  const todayInBerlin = zonedDate(now, ADVISOR_TIME_ZONE);
  const last = lastWeekOffset(now);
  const state = useStore($slots);
  const load = useCallback(() => loadSlots(type, weekAt(now, offset)), [type, offset, now]);

  // A week already over (Friday night, the weekend) opens on the next one. The store's state at mount is the last
  // dialog's, so only answers that arrive after it count.
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (offset === 0 && state.status === 'ready' && state.data.length === 0 && last > 0) onOffset(1);
  }, [offset, state, last, onOffset]);

  const range = new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(noon(week.from), noon(week.to));
  const dayName = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const clock = new Intl.DateTimeFormat(tag, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: viewerTimeZone(),
  });

  return (
    <fieldset aria-describedby={error ? 'book-start-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t('book.slots')}</legend>
      <div className="mt-2 flex items-center justify-between gap-2">
        <button type="button" onClick={() => onOffset(offset - 1)} disabled={offset <= 0} className={smallButton}>
          <span aria-hidden="true">‹</span> {t('book.previousWeek')}
        </button>
        <p aria-live="polite" className="text-center text-sm font-semibold text-slate-900">
          {t('book.week', { range })}
        </p>
        <button type="button" onClick={() => onOffset(offset + 1)} disabled={offset >= last} className={smallButton}>
          {t('book.nextWeek')} <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="mt-3 max-h-[45vh] overflow-y-auto rounded-lg border border-slate-200 p-3">
        <Loaded state={state} load={load} loadingLabel={t('book.loadingSlots')} fallbackKey="appointments:errors.slots">
          {(slots) =>
            slots.length === 0 ? (
              <p className="py-4 text-center text-sm text-slate-700">{t('book.noSlots')}</p>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {week.days.map((day) => {
                  const today = slots.filter((slot) => zonedDate(new Date(slot.start), ADVISOR_TIME_ZONE) === day);
                  // Weekends without times, and the week's days already over, are left out: "no free times" on
                  // Monday and Tuesday pushed Wednesday's first time off a phone's screen (issue 29).
                  if (today.length === 0 && (noon(day).getUTCDay() % 6 === 0 || day < todayInBerlin)) return null;
                  return (
                    <fieldset key={day}>
                      <legend className="text-sm font-semibold text-slate-900">{dayName.format(noon(day))}</legend>
                      {today.length === 0 ? (
                        <p className="mt-1 text-sm text-slate-600">{t('book.noSlotsDay')}</p>
                      ) : (
                        <div className="mt-1 flex flex-wrap gap-2">
                          {today.map((slot: Slot) => (
                            <label
                              key={slot.start}
                              className="cursor-pointer rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
                            >
                              <input
                                type="radio"
                                name="start"
                                value={slot.start}
                                checked={value === slot.start}
                                onChange={() => onChange(slot.start)}
                                className="sr-only"
                              />
                              {clock.format(new Date(slot.start))}
                            </label>
                          ))}
                        </div>
                      )}
                    </fieldset>
                  );
                })}
              </div>
            )
          }
        </Loaded>
      </div>
      <FieldMessages id="book-start" error={error} />
    </fieldset>
  );
}
