import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  caseConversation,
  downloadCaseAttachment,
  uploadCaseAttachment,
  watchCaseConversation,
} from '@/lib/stores/messages.staff';
import type { ChatMessage } from '@/lib/stores/conversation';
import { ConversationPanel } from '@/islands/shared/conversation/ConversationPanel';
import { Section } from '@/islands/staff/Section';

/**
 * The case's conversation with the customer, for the console: self-contained (its own store, loading and live
 * updates), so any page places it with one line — the case page and the inbox do. Needs the `messages` namespace.
 */
export function CaseConversation({ customerId, customerName }: { customerId: string; customerName: string }) {
  const { t } = useTranslation('messages');
  const store = caseConversation(customerId);
  useEffect(() => watchCaseConversation(customerId), [customerId]);
  const nameOf = useCallback(
    (m: ChatMessage) => (m.sender === 'customer' ? customerName : (m.staffName ?? t('list.team'))),
    [customerName, t],
  );
  return (
    <Section id="messages" title={t('case.title')}>
      <p className="mb-3 text-sm text-slate-600">{t('case.intro')}</p>
      <ConversationPanel
        store={store}
        side="staff"
        nameOf={nameOf}
        onDownload={(a) => void downloadCaseAttachment(a.url, a.name).catch(() => undefined)}
        onUpload={(file, progress) => uploadCaseAttachment(customerId, file, progress)}
      />
    </Section>
  );
}
