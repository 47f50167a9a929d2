import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { addDocument } from '@/lib/stores/documents';
import { sendMessage } from '@/lib/stores/messages';
import { useLocale } from '@/islands/shared/useLocale';
import { Composer } from '@/islands/shared/conversation/Composer';

/**
 * The support page's form for a signed-in customer (issue 27): the question goes to their advisor's conversation,
 * where the answer will be, instead of a one-way note to a mailbox.
 */
export function AdvisorForm() {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  return (
    <div>
      <h2 id="support-form-title" className="text-lg font-semibold text-slate-900">
        {t('support.advisorTitle')}
      </h2>
      <p className="mt-1 text-slate-700">{t('support.advisorText')}</p>
      <div className="-mx-3 mt-3 sm:-mx-4">
        <Composer
          keepUntilSent
          onSend={sendMessage}
          onSent={() => setSent(true)}
          onUpload={async (file, progress) =>
            (await addDocument({ category: 'other', name: file.name, file }, progress)).id
          }
        />
      </div>
      <p role="status" className="mt-2 text-sm text-slate-800">
        {sent && (
          <a href={localePath(locale, '/dashboard/messages')} className="font-semibold text-brand-700 underline">
            {t('support.advisorLink')}
          </a>
        )}
      </p>
    </div>
  );
}
