import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageAttachment, MessageSender } from '@/lib/schemas/messages';
import type { ChatMessage, ConversationStore } from '@/lib/stores/conversation';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { useAnnouncer } from './useAnnouncer';

interface Props {
  store: ConversationStore;
  side: MessageSender;
  nameOf: (message: ChatMessage) => string;
  onDownload: (attachment: MessageAttachment) => void;
  onUpload?: (file: File, progress: (fraction: number) => void) => Promise<string>;
}

/**
 * One conversation for either side: the list (scrolled to the newest), the composer, a polite live region for what
 * arrives, and the read marker moved whenever the other side's messages are on screen.
 */
export function ConversationPanel({ store, side, nameOf, onDownload, onUpload }: Props) {
  const { t } = useTranslation('messages');
  const state = useStore(store.$view);
  const items = state.status === 'ready' ? state.data.items : undefined;
  const bottom = useRef<HTMLDivElement>(null);
  const describe = useCallback(
    (m: ChatMessage) => t('live.newMessage', { sender: nameOf(m), text: m.body.slice(0, 140) }),
    [t, nameOf],
  );
  const announcement = useAnnouncer(items, side, describe);

  useEffect(() => {
    if (!items) return;
    bottom.current?.scrollIntoView?.({ block: 'end' });
    if (document.visibilityState === 'visible') void store.markRead().catch(() => undefined);
  }, [items, store]);

  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-slate-50 shadow-sm">
      <div
        role="region"
        aria-label={t('list.label')}
        tabIndex={0}
        className="max-h-[60vh] min-h-[16rem] overflow-y-auto p-3 sm:p-5"
      >
        {state.status === 'loading' && <p className="py-8 text-center text-slate-600">{t('list.loading')}</p>}
        {state.status === 'error' && (
          <p role="alert" className="py-8 text-center text-red-800">
            {t('list.error')}{' '}
            <button type="button" className="underline" onClick={() => void store.load().catch(() => undefined)}>
              {t('list.retryLoad')}
            </button>
          </p>
        )}
        {state.status === 'ready' && (
          <MessageList
            view={state.data}
            side={side}
            nameOf={nameOf}
            onRetry={(m) => void store.retry(m).catch(() => undefined)}
            onOlder={() => void store.loadOlder().catch(() => undefined)}
            onDownload={onDownload}
          />
        )}
        <div ref={bottom} />
      </div>
      <p aria-live="polite" className="sr-only" data-testid="message-announcer">
        {announcement}
      </p>
      <Composer onSend={store.send} onUpload={onUpload} />
    </div>
  );
}
