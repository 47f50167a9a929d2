import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import { messageEventSchema, readEventSchema } from '@/lib/schemas/events';
import { inboxSchema, type Inbox, type MessageAttachment } from '@/lib/schemas/messages';
import { uploadFile } from '@/lib/uploads/xhr-upload';
import { downloadFrom } from '@/lib/uploads/download';
import { conversationStore, type ConversationStore } from './conversation';
import { watchLive } from './live';
import { refreshInto, type Loadable } from './loadable';

/** The console's side of the conversations (decision 077): the inbox and one case's conversation at a time. */
export const $inbox = atom<Loadable<Inbox>>({ status: 'loading' });

/** GET /staff/inbox: what waits for an answer, oldest first; reloaded on every message without a spinner. */
export const loadInbox: () => Promise<Inbox> = refreshInto($inbox, () => apiData('/staff/inbox', inboxSchema));

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

/** The inbox reloads on every message or read; one case's conversation takes the events of its own case. */
function watch(refresh: () => Promise<unknown>, apply?: { customerId: string; store: ConversationStore }) {
  const forCase = <T extends { customerId: string }>(
    parsed: { success: boolean; data?: T },
    use: (event: T) => void,
  ) => {
    if (!parsed.success || !parsed.data) return;
    if (!apply) return void refresh().catch(() => undefined);
    if (parsed.data.customerId === apply.customerId) use(parsed.data);
  };
  return watchLive(refresh, {
    message: (data) => forCase(messageEventSchema.safeParse(data), (e) => apply?.store.applyMessage(e)),
    read: (data) => forCase(readEventSchema.safeParse(data), (e) => apply?.store.applyRead(e)),
  });
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

/**
 * POST /staff/cases/{id}/messages/attachments with upload progress (0…1): a new file for the next message, stored as
 * the customer's document sent by staff (decision 084). Resolves with its id for the message's `documentIds`.
 */
export async function uploadCaseAttachment(
  customerId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const stored = await uploadFile<MessageAttachment>({
    path: `/staff/cases/${encodeURIComponent(customerId)}/messages/attachments`,
    file,
    onProgress,
  });
  return stored.id;
}
