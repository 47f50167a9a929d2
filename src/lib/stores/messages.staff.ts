import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import { NOTIFICATION_POLL_MS } from '@/lib/constants';
import { messageEventSchema, readEventSchema } from '@/lib/schemas/events';
import { inboxSchema, type Inbox } from '@/lib/schemas/messages';
import { downloadFrom } from '@/lib/uploads/download';
import { conversationStore, type ConversationStore } from './conversation';
import { $live, onLive } from './live';
import { loadInto, type Loadable } from './loadable';
import { onReturnToTab } from './tab-focus';

/** The console's side of the conversations (decision 077): the inbox and one case's conversation at a time. */
export const $inbox = atom<Loadable<Inbox>>({ status: 'loading' });

/** GET /staff/inbox: what waits for an answer, oldest first. */
export const loadInbox = (): Promise<Inbox> => loadInto($inbox, () => apiData('/staff/inbox', inboxSchema));

const cases = new Map<string, ConversationStore>();
/** The store of one case's conversation (one per customer id, kept while the page lives). */
export function caseConversation(customerId: string): ConversationStore {
  let store = cases.get(customerId);
  if (!store)
    cases.set(
      customerId,
      (store = conversationStore(`/staff/cases/${encodeURIComponent(customerId)}/messages`, 'staff')),
    );
  return store;
}

/** Runs `refresh` now, on pushes of messages and reads (through `apply`), and by poll while the stream is down. */
function watch(refresh: () => Promise<unknown>, apply?: { customerId: string; store: ConversationStore }) {
  const again = () => void refresh().catch(() => undefined);
  again();
  const stopMessages = onLive('message', (data) => {
    const event = messageEventSchema.safeParse(data);
    if (!event.success) return;
    if (!apply) return again();
    if (event.data.customerId === apply.customerId) apply.store.applyMessage(event.data);
  });
  const stopReads = onLive('read', (data) => {
    const event = readEventSchema.safeParse(data);
    if (!event.success) return;
    if (!apply) return again();
    if (event.data.customerId === apply.customerId) apply.store.applyRead(event.data);
  });
  const stopLive = $live.listen((live) => live && again());
  const timer = setInterval(() => !$live.get() && again(), NOTIFICATION_POLL_MS);
  const stopFocus = onReturnToTab(() => !$live.get() && again());
  return () => {
    stopMessages();
    stopReads();
    stopLive();
    clearInterval(timer);
    stopFocus();
  };
}

/** Keeps the inbox current while it is on screen. */
export const watchInbox = (): (() => void) => watch(loadInbox);

/** Keeps one case's conversation current while it is on screen. */
export function watchCaseConversation(customerId: string): () => void {
  const store = caseConversation(customerId);
  return watch(store.load, { customerId, store });
}

/** Saves an attachment of the case's conversation (GET /staff/cases/{id}/messages/attachments/{fileId}). */
export const downloadCaseAttachment = (url: string, name: string): Promise<string> => downloadFrom(url, name);
