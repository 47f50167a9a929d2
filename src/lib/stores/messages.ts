import { apiData } from '@/lib/api/data';
import { messageUnreadSchema } from '@/lib/schemas/messages';
import { atom, onMount } from 'nanostores';
import { downloadFile, loadFile } from '@/lib/uploads/download';
import { conversationStore } from './conversation';
import { watchLive } from './live';

/**
 * The customer's conversation with their advisor (/api/messages, decision 077): `/dashboard/messages` shows
 * `$conversation`, the sidebar badge `$messagesUnread`. Pushed over the live stream; polled while it is down.
 */
const store = conversationStore('/messages', 'customer');
/** The whole store, for the conversation panel shared with the console. */
export const conversation = store;
export const $conversation = store.$view;
export const $messagesUnread = store.$unread;
export const {
  load: loadConversation,
  loadOlder: loadOlderMessages,
  send: sendMessage,
  retry: retryMessage,
  markRead: markConversationRead,
} = store;

/** GET /messages/unread-count: the badge on pages that do not show the conversation. */
export async function loadMessagesUnread(): Promise<number> {
  const { unread } = await apiData('/messages/unread-count', messageUnreadSchema);
  $messagesUnread.set(unread);
  return unread;
}

/**
 * The live events' schemas (and so zod) come with the first event, not with every dashboard page: the badge is on
 * all of them, an event is rare (decision 089). Events still apply in the order they came.
 */
const eventSchemas = () => import('@/lib/schemas/events');

/**
 * Keeps the badge (and, with `conversation`, the open conversation) current: pushed events while the stream is up,
 * a poll every NOTIFICATION_POLL_MS and on return to the tab while it is not. Returns the function that stops.
 */
export function watchMessages(options: { conversation?: boolean } = {}): () => void {
  return watchLive(options.conversation ? loadConversation : loadMessagesUnread, {
    message: (data) =>
      void eventSchemas().then(({ messageEventSchema }) => {
        const event = messageEventSchema.safeParse(data);
        if (!event.success) return;
        if (options.conversation) store.applyMessage(event.data);
        else if (event.data.message.sender === 'staff') $messagesUnread.set(($messagesUnread.get() ?? 0) + 1);
      }),
    read: (data) =>
      void eventSchemas().then(({ readEventSchema }) => {
        const event = readEventSchema.safeParse(data);
        if (!event.success) return;
        if (event.data.side === 'customer') void loadMessagesUnread().catch(() => undefined);
        else store.applyRead(event.data);
      }),
  });
}

/** Saves an attachment: the customer's own file. */
export const downloadAttachment = (id: string): Promise<string> => downloadFile(id);

/**
 * The advisor's photo as an object URL (GET /messages/advisor-photo needs the bearer token, so no plain <img src>);
 * follows the conversation's `advisor.photoUrl`.
 */
export const $advisorPhoto = atom<string | null>(null);
let photoFor: string | null = null;
onMount($advisorPhoto, () =>
  $conversation.subscribe((state) => {
    const url = state.status === 'ready' ? (state.data.advisor?.photoUrl ?? null) : null;
    if (url === photoFor) return;
    photoFor = url;
    if (!url) return $advisorPhoto.set(null);
    loadFile(url)
      .then((blob) => photoFor === url && $advisorPhoto.set(URL.createObjectURL(blob)))
      .catch(() => $advisorPhoto.set(null));
  }),
);
