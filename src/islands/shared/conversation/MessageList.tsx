import { useTranslation } from 'react-i18next';
import { LOCALE_TAGS } from '@/lib/i18n/locales';
import type { MessageAttachment, MessageSender } from '@/lib/schemas/messages';
import type { ChatMessage, ConversationView } from '@/lib/stores/conversation';
import { useLocale } from '@/islands/shared/useLocale';
import { byDay, dayLabel } from './days';
import { Linkified } from './Linkified';
import { PaperclipIcon } from './PaperclipIcon';

interface Props {
  view: ConversationView;
  /** Whose screen this is: their messages sit on the right. */
  side: MessageSender;
  /** The name shown above the other side's messages. */
  nameOf: (message: ChatMessage) => string;
  onRetry: (message: ChatMessage) => void;
  onOlder: () => void;
  onDownload: (attachment: MessageAttachment) => void;
}

/** The conversation, oldest first under day headings, with each message's sending state and the read receipt. */
export function MessageList({ view, side, nameOf, onRetry, onOlder, onDownload }: Props) {
  const { t } = useTranslation('messages');
  const locale = LOCALE_TAGS[useLocale()];
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const lastMine = view.items.filter((m) => m.sender === side && !m.state).at(-1);
  const readByOther = lastMine && view.otherSideReadAt && view.otherSideReadAt >= lastMine.createdAt;

  if (view.items.length === 0) return <p className="py-8 text-center text-slate-600">{t('list.empty')}</p>;
  return (
    <div>
      {view.nextBefore && (
        <div className="mb-3 text-center">
          <button type="button" onClick={onOlder} className="text-sm font-medium text-brand-700 underline">
            {t('list.older')}
          </button>
        </div>
      )}
      {byDay(view.items).map((day) => (
        <section key={day.key} aria-labelledby={`day-${day.key}`} className="mb-4">
          <h3 id={`day-${day.key}`} className="my-3 text-center text-xs font-semibold uppercase text-slate-600">
            {dayLabel(day.key, locale, { today: t('list.today'), yesterday: t('list.yesterday') })}
          </h3>
          <ol className="space-y-3">
            {day.messages.map((message) => {
              const mine = message.sender === side;
              return (
                <li key={message.id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
                  <div
                    className={`max-w-[85%] rounded-2xl px-4 py-2.5 shadow-sm sm:max-w-[70%] ${
                      mine ? 'bg-brand-700 text-white' : 'border border-slate-200 bg-white text-slate-900'
                    }`}
                  >
                    <p className={`text-xs font-semibold ${mine ? 'text-brand-50' : 'text-slate-700'}`}>
                      {mine ? t('list.you') : nameOf(message)}
                      <span className="font-normal"> · {time.format(new Date(message.createdAt))}</span>
                    </p>
                    <p className="mt-1 whitespace-pre-wrap break-words">
                      <Linkified text={message.body} />
                    </p>
                    {message.attachments.length > 0 && (
                      <ul aria-label={t('list.attachments')} className="mt-2 space-y-1">
                        {message.attachments.map((a) => (
                          <li key={a.id}>
                            <button
                              type="button"
                              onClick={() => onDownload(a)}
                              aria-label={t('list.download', { name: a.name })}
                              className={`text-sm underline ${mine ? 'text-white' : 'text-brand-700'}`}
                            >
                              <PaperclipIcon />
                              {a.name}
                            </button>
                          </li>
                        ))}
                      </ul>
                    )}
                    {message.state === 'sending' && <p className="mt-1 text-xs text-brand-50">{t('list.sending')}</p>}
                    {message.state === 'failed' && (
                      <p className="mt-1 flex items-center gap-2 text-xs">
                        <span className="rounded bg-white px-1.5 py-0.5 font-semibold text-red-800">
                          {t('list.failed')}
                        </span>
                        <button type="button" onClick={() => onRetry(message)} className="font-semibold underline">
                          {t('list.retry')}
                        </button>
                      </p>
                    )}
                    {message === lastMine && readByOther && (
                      <p className="mt-1 text-right text-xs text-brand-50">{t('list.read')}</p>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
