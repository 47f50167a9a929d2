import { useStore } from '@nanostores/react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addDocument } from '@/lib/stores/documents';
import { $advisorPhoto, $conversation, conversation, downloadAttachment, watchMessages } from '@/lib/stores/messages';
import type { ChatMessage } from '@/lib/stores/conversation';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { AppShell } from '@/islands/shell/AppShell';
import { DashboardFrame } from '@/islands/dashboard/frame/DashboardFrame';
import { ConversationPanel } from '@/islands/shared/conversation/ConversationPanel';

/** /dashboard/messages: the customer's conversation with their advisor (issue 27, decision 077). */
export default function MessagesPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Messages />
    </AppShell>
  );
}

function Messages() {
  const { t } = useTranslation('messages');
  const state = useStore($conversation);
  const photo = useStore($advisorPhoto);
  const advisor = state.status === 'ready' ? state.data.advisor : null;
  const advisorName = advisor ? `${advisor.firstName} ${advisor.lastName}` : null;
  useEffect(() => watchMessages({ conversation: true }), []);
  const nameOf = useCallback((m: ChatMessage) => m.staffName || advisorName || t('list.team'), [advisorName, t]);

  return (
    <DashboardFrame current="messages" title={t('page.title')} intro={t('page.intro')}>
      <section aria-labelledby="advisor-title" className="mb-4 flex items-center gap-3">
        {photo ? (
          <img
            src={photo}
            alt={t('advisor.photo', { name: advisorName })}
            className="h-12 w-12 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-700"
          >
            {advisorName ? advisorName.slice(0, 1) : '?'}
          </span>
        )}
        <div>
          <h2 id="advisor-title" className="text-sm font-medium text-slate-600">
            {t('advisor.label')}
          </h2>
          <p className="font-semibold text-slate-900">{advisorName ?? t('advisor.none')}</p>
        </div>
      </section>
      <ConversationPanel
        store={conversation}
        side="customer"
        nameOf={nameOf}
        onDownload={(a) => void downloadAttachment(a.id).catch(() => undefined)}
        onUpload={async (file, progress) =>
          (await addDocument({ category: 'other', name: file.name, file }, progress)).id
        }
      />
    </DashboardFrame>
  );
}
