import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '@/lib/schemas/enums';
import { otherDocumentFieldsSchema } from '@/lib/schemas/onboarding';
import { MISSING_PARTS } from '@/lib/schemas/onboarding-status';
import { $onboardingStatus } from '@/lib/stores/onboarding-status';
import { $wizardFieldErrors, complete, saveStep } from '@/lib/stores/onboarding-wizard';
import { panel } from '@/islands/shared/form/buttons';
import { SelectField } from '@/islands/shared/form/SelectField';
import { TextField } from '@/islands/shared/form/TextField';
import { validate } from '@/islands/shared/form/validate';
import { FileList } from './FileList';
import { StepForm } from './StepForm';
import { UploadField } from './UploadField';

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`${panel} space-y-3`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <p className="text-sm text-slate-700">{intro}</p>
      {children}
    </section>
  );
}

/** Step 4: CV (replace only), language certificates and other documents (with a name); then "complete". */
export function DocumentsStep({ focusHeading }: { focusHeading: boolean }) {
  const { t, i18n } = useTranslation('onboarding');
  const documents = useStore($onboardingStatus)?.documents;
  const serverErrors = useStore($wizardFieldErrors);
  const [certLanguage, setCertLanguage] = useState('de');
  const [docName, setDocName] = useState('');
  const [docNameError, setDocNameError] = useState<string | undefined>();
  if (!documents) return null;

  const otherFields = () => {
    const result = validate(otherDocumentFieldsSchema, { name: docName }, i18n);
    setDocNameError(result.ok ? undefined : result.errors.name);
    if (!result.ok) document.getElementById('other-name')?.focus();
    return result.ok ? { name: result.data.name } : null;
  };
  const onContinue = async () => {
    await saveStep(4, undefined);
    await complete();
  };

  return (
    <StepForm
      step={4}
      title={t('documents.title')}
      intro={t('documents.intro')}
      onContinue={onContinue}
      onSaveLater={async () => 'saved'}
      continueLabel={t('actions.complete')}
      requiredNote={false}
      focusHeading={focusHeading}
      summary={MISSING_PARTS.flatMap((part) => serverErrors[part] ?? [])}
    >
      <Section id="cv" title={t('documents.cv')} intro={t('documents.cvIntro')}>
        <FileList files={documents.cv ? [documents.cv] : []} purpose="cv" focusAfterDelete="cv-file" />
        <UploadField
          id="cv-file"
          purpose="cv"
          name={t('documents.cv')}
          chooseLabel={documents.cv ? t('upload.replace') : t('upload.choose')}
          externalError={serverErrors.cv}
          fallbackKey="onboarding:errors.cvUpload"
        />
      </Section>
      <Section id="certificates" title={t('documents.certificates')} intro={t('documents.certificatesIntro')}>
        <FileList
          files={documents.languageCertificates}
          purpose="languageCertificate"
          deleteFallbackKey="onboarding:errors.certificateDelete"
          focusAfterDelete="certificate-file"
        />
        <SelectField
          id="certificate-language"
          className="max-w-xs"
          label={t('documents.certificateLanguage')}
          placeholder={t('form.none')}
          options={LANGUAGE_CODES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
          value={certLanguage}
          onChange={setCertLanguage}
        />
        <UploadField
          id="certificate-file"
          purpose="languageCertificate"
          name={t('documents.certificates')}
          chooseLabel={t('upload.choose')}
          fields={() => ({ language: certLanguage })}
          fallbackKey="onboarding:errors.certificateUpload"
        />
      </Section>
      <Section id="other" title={t('documents.other')} intro={t('documents.otherIntro')}>
        <FileList files={documents.otherDocuments} purpose="otherDocument" focusAfterDelete="other-name" />
        <TextField
          id="other-name"
          className="max-w-md"
          label={t('documents.otherName')}
          hint={t('documents.otherNameHint')}
          value={docName}
          onChange={setDocName}
          error={docNameError}
        />
        <UploadField
          id="other-file"
          purpose="otherDocument"
          name={t('documents.other')}
          chooseLabel={t('upload.choose')}
          fields={otherFields}
          manual
          fallbackKey="onboarding:errors.documentUpload"
          onUploaded={() => setDocName('')}
        />
      </Section>
    </StepForm>
  );
}
