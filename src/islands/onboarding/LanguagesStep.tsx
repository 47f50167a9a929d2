import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, LANGUAGE_LEVELS } from '@/lib/schemas/enums';
import { languagesSchema } from '@/lib/schemas/onboarding';
import { $onboardingStatus } from '@/lib/stores/onboarding-status';
import { saveStep } from '@/lib/stores/onboarding-wizard';
import { SelectField } from '@/islands/shared/form/SelectField';
import { TextField } from '@/islands/shared/form/TextField';
import { BelowB1Notice } from './BelowB1Notice';
import { RowList } from './RowList';
import { StepForm } from './StepForm';
import { rowKey } from '@/islands/shared/form/rows';
import { useStepForm } from './form-state';

type LanguageRow = { key: string; language: string; level: string; certificate: string };

const blank = (language = ''): LanguageRow => ({ key: rowKey(), language, level: '', certificate: '' });

/** The saved entries with the required German one first (pre-added when missing). */
function fromServer(): { languages: LanguageRow[] } {
  const saved = ($onboardingStatus.get()?.languages ?? []).map(({ id, ...entry }) => ({
    ...entry,
    key: id,
    certificate: entry.certificate ?? '',
  }));
  const german = saved.find((row) => row.language === 'de') ?? blank('de');
  return { languages: [german, ...saved.filter((row) => row !== german)] };
}

/** Step 3: languages; German is required, pre-added and cannot be removed or changed to another language. */
export function LanguagesStep({ focusHeading }: { focusHeading: boolean }) {
  const { t } = useTranslation('onboarding');
  // The draft keeps the rows themselves, as before the form kit held lists.
  const form = useStepForm(3, languagesSchema, fromServer, 'languages');
  const list = form.list('languages');

  const onContinue = async () => {
    const data = form.validateAll();
    if (data) await saveStep(3, data);
  };
  const onSaveLater = async () => {
    const data = form.parse();
    if (!data) return 'partial' as const;
    await saveStep(3, data, { stay: true });
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
        rows={list.rows}
        onAdd={() => list.add({ language: '', level: '', certificate: '' })}
        onRemove={list.remove}
        minRows={1}
        error={form.errors.languages}
        renderRow={(_row, index) => {
          return (
            <div className="grid gap-4 sm:grid-cols-2">
              {index > 0 && (
                <SelectField
                  {...list.field(index, 'language')}
                  label={t('languages.language')}
                  placeholder={t('form.choose')}
                  options={languageOptions}
                  required
                />
              )}
              <SelectField
                {...list.field(index, 'level')}
                label={t('languages.level')}
                placeholder={t('form.choose')}
                options={levelOptions}
                required
              />
              <TextField
                {...list.field(index, 'certificate')}
                label={t('languages.certificate')}
                hint={t('languages.certificateHint')}
                className={index === 0 ? '' : 'sm:col-span-2'}
              />
              {index === 0 && <BelowB1Notice level={list.field(0, 'level').value} />}
            </div>
          );
        }}
      />
    </StepForm>
  );
}
