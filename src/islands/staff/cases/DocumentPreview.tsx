import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import type { CaseDocument } from '@/lib/schemas/cases';
import { loadCaseDocument } from '@/lib/stores/documents.staff';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { Spinner } from '@/islands/shell/Spinner';

/**
 * The document's bytes shown in place: images as an image, PDFs in the browser's viewer (an object URL of bytes
 * fetched with the staff token; the file endpoints need it, so a plain link cannot). Word files: download only.
 */
export function DocumentPreview({ document }: { document: CaseDocument }) {
  const { t, i18n } = useTranslation('staff');
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let objectUrl: string | null = null;
    let active = true;
    loadCaseDocument(document)
      .then((blob) => {
        if (!active) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((err: unknown) => active && setError(err));
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [document]);

  if (error) return <FormAlert>{errorMessage(error, i18n, 'staff:documents.previewError')}</FormAlert>;
  if (!url)
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-700">
        <Spinner className="h-5 w-5" />
        {t('documents.previewLoading')}
      </p>
    );
  if (document.kind === 'pdf')
    return (
      <iframe
        src={url}
        title={t('documents.previewOf', { name: document.name })}
        className="h-[32rem] w-full rounded-md border border-slate-200"
      />
    );
  return (
    <img
      src={url}
      alt={t('documents.previewOf', { name: document.name })}
      className="max-h-[32rem] rounded-md border border-slate-200"
    />
  );
}
