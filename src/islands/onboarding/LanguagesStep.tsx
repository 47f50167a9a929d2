import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, LANGUAGE_LEVELS } from '@/lib/schemas/enums';
import { languagesSchema } from '@/lib/schemas/onboarding';
import { $onboardingStatus } from '@/lib/stores/onboarding-status';
import { $wizardFieldErrors, saveStep } from '@/lib/stores/onboarding-wizard';
import { SelectField } from '../shared/form/SelectField';
import { TextField } from '../shared/form/TextField';
import { validate } from '../shared/form/validate';
import { RowList } from './RowList';
import { StepForm } from './StepForm';
import { errorsUnder, rowKey, useDraft, withoutKeys } from './form-state';

type LanguageRow = { key: string; language: string; level: string; certificate: string };

const blank = (language = ''): LanguageRow => ({ key: rowKey(), language, level: '', certificate: '' });

/** The saved entries with the required German one first (pre-added when missing). */
function fromServer(): LanguageRow[] {
  const saved = ($onboardingStatus.get()?.languages ?? []).map(({ id, ...entry }) => ({
    ...entry,
    key: id,
    certificate: entry.certificate ?? '',
  }));
  const german = saved.find((row) => row.language === 'de') ?? blank('de');
  return [german, ...saved.filter((row) => row !== german)];
}

/** Step 3: languages; German is required, pre-added and cannot be removed or changed to another language. */
export function LanguagesStep({ focusHeading }: { focusHeading: boolean }) {
  const { t, i18n } = useTranslation('onboarding');
  const serverErrors = useStore($wizardFieldErrors);
  const [rows, update] = useDraft<LanguageRow[]>(3, fromServer);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...clientErrors };
  const rowErrors = (index: number) => errorsUnder(errorsUnder(errors, 'languages'), String(index));

  const check = () => validate(languagesSchema, { languages: withoutKeys(rows) }, i18n);
  const onContinue = async () => {
    const result = check();
    setClientErrors(result.ok ? {} : result.errors);
    if (result.ok) await saveStep(3, result.data);
  };
  const onSaveLater = async () => {
    const result = check();
    if (!result.ok) return 'partial' as const;
    await saveStep(3, result.data, { stay: true });
    return 'saved' as const;
  };

  const levelOptions = LANGUAGE_LEVELS.map((level) => ({ value: level, label: t(`level.${level}`) }));
  const languageOptions = LANGUAGE_CODES.filter((code) => code !== 'de').map((code) => ({
    value: code,
    label: t(`language.${code}`),
  }));

  return (
    <StepForm
      step={3}
      title={t('languages.title')}
      intro={t('languages.intro')}
      onContinue={onContinue}
      onSaveLater={onSaveLater}
      focusHeading={focusHeading}
    >
      <RowList
        id="languages"
        title={t('languages.listTitle')}
        addLabel={t('languages.add')}
        rowTitle={(i) => (i === 0 ? t('languages.germanRow') : t('languages.row', { n: i + 1 }))}
        rows={rows}
        onChange={(next) => update(() => next)}
        newRow={() => blank()}
        minRows={1}
        error={errors.languages}
        renderRow={(row, index, change) => {
          const e = rowErrors(index);
          const id = `languages-${row.key}`;
          return (
            <div className="grid gap-4 sm:grid-cols-2">
              {index > 0 && (
                <SelectField
                  id={`${id}-language`}
                  label={t('languages.language')}
                  placeholder={t('form.choose')}
                  options={languageOptions}
                  value={row.language}
                  onChange={(language) => change({ language })}
                  error={e.language}
                  required
                />
              )}
              <SelectField
                id={`${id}-level`}
                label={t('languages.level')}
                placeholder={t('form.choose')}
                options={levelOptions}
                value={row.level}
                onChange={(level) => change({ level })}
                error={e.level}
                required
              />
              <TextField
                id={`${id}-certificate`}
                label={t('languages.certificate')}
                hint={t('languages.certificateHint')}
                value={row.certificate}
                onChange={(certificate) => change({ certificate })}
                error={e.certificate}
                className={index === 0 ? '' : 'sm:col-span-2'}
              />
            </div>
          );
        }}
      />
    </StepForm>
  );
}
