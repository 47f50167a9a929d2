import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $supportMessages, loadSupportMessages } from '@/lib/stores/support';
import { Loaded } from '@/islands/shared/Loaded';
import { useLocale } from '@/islands/shared/useLocale';
import { LOCALE_TAGS } from '@/lib/i18n/locales';

/** The user's earlier messages, newest first: what was asked and when (answers come by e-mail). */
export function SentMessages() {
  const { t } = useTranslation('support');
  const locale = useLocale();
  const state = useStore($supportMessages);
  const when = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby="support-sent-title" className="mt-8">
      <h2 id="support-sent-title" className="text-lg font-semibold text-slate-900">
        {t('sent.title')}
      </h2>
      <div className="mt-3">
        <Loaded
          state={state}
          load={loadSupportMessages}
          loadingLabel={t('sent.loading')}
          fallbackKey="support:sent.error"
        >
          {(messages) =>
            messages.length === 0 ? (
              <p className="text-sm text-slate-700">{t('sent.empty')}</p>
            ) : (
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
                {messages.map((message) => (
                  <li key={message.id} className="p-4 sm:px-5">
                    <p className="break-words font-medium text-slate-900">{message.subject}</p>
                    <p className="mt-1 text-sm text-slate-700">
                      {t(`category.${message.category}`)} ·{' '}
                      <time dateTime={message.createdAt}>{when.format(new Date(message.createdAt))}</time>
                    </p>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </div>
    </section>
  );
}
