import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { useLocale } from '@/islands/shared/useLocale';
import { CEFR_LEVELS, QUALIFICATIONS, RECOGNITIONS } from '@/lib/schemas/eligibility';
import { NumberField, RadioGroup, Section, SelectField } from './fields';

/** "An orientation, not legal advice" with the way to a consultation: under every result of every tool. */
export function Disclaimer() {
  const { t } = useTranslation('tools');
  const locale = useLocale();
  return (
    <aside
      aria-labelledby="disclaimer-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800"
    >
      <h2 id="disclaimer-title" className="font-semibold text-slate-900">
        {t('disclaimer.title')}
      </h2>
      <p className="mt-1">{t('disclaimer.text')}</p>
      <a
        href={localePath(locale, '/dashboard/appointments')}
        className="mt-2 inline-block font-semibold text-brand-700 underline hover:text-brand-900"
      >
        {t('disclaimer.book')}
      </a>
    </aside>
  );
}

/** The questions the route check and the points tool share: qualification, languages, age, experience. */
export function PersonFields({ invalid }: { invalid: Set<string> }) {
  const { t } = useTranslation('tools');
  const levels = [
    { value: '', label: t('level.none') },
    ...CEFR_LEVELS.map((level) => ({ value: level, label: level })),
  ];
  return (
    <>
      <Section title={t('form.section.qualification')}>
        <RadioGroup
          name="qualification"
          legend={t('form.qualification')}
          options={QUALIFICATIONS.map((q) => ({ value: q, label: t(`qualification.${q}`) }))}
          defaultValue="university"
        />
        <RadioGroup
          name="recognition"
          legend={t('form.recognition')}
          hint={t('form.recognitionHint')}
          options={RECOGNITIONS.map((r) => ({ value: r, label: t(`recognition.${r}`) }))}
          defaultValue="none"
        />
      </Section>
      <Section title={t('form.section.person')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField name="germanLevel" label={t('form.germanLevel')} options={levels} defaultValue="" />
          <SelectField name="englishLevel" label={t('form.englishLevel')} options={levels} defaultValue="" />
          <NumberField
            name="age"
            label={t('form.age')}
            min={16}
            max={80}
            invalid={invalid.has('age')}
            error={t('form.ageError')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            name="experienceYearsLast5"
            label={t('form.experienceYearsLast5')}
            min={0}
            max={5}
            defaultValue={0}
            invalid={invalid.has('experienceYearsLast5')}
            error={t('form.numberError')}
          />
          <NumberField
            name="experienceYearsLast7"
            label={t('form.experienceYearsLast7')}
            min={0}
            max={7}
            defaultValue={0}
            invalid={invalid.has('experienceYearsLast7')}
            error={t('form.numberError')}
          />
        </div>
      </Section>
    </>
  );
}

/** Euros for display in the page's language: 50.700 € / €50,700 / 50.700 €. */
export function useMoney() {
  const { i18n } = useTranslation();
  return (amount: number, currency: 'EUR' | 'TRY' = 'EUR') =>
    new Intl.NumberFormat(i18n.language, {
      style: 'currency',
      currency,
      maximumFractionDigits: amount % 1 === 0 ? 0 : 2,
    }).format(amount);
}

/** A calendar date (YYYY-MM-DD) in words in the page's language. */
export function useDate() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

export const submitClass =
  'inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700';
