import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import type { MessageEvent, ReadEvent } from '@/lib/schemas/events';
import {
  messagePageSchema,
  messageSchema,
  messageUnreadSchema,
  type Message,
  type MessageInput,
  type MessagePage,
  type MessageSender,
} from '@/lib/schemas/messages';
import type { Loadable } from './loadable';

/** A message on screen: the server's, or one of ours still `sending` or `failed` (kept for a retry). */
export interface ChatMessage extends Message {
  state?: 'sending' | 'failed';
  input?: MessageInput;
}

export interface ConversationView {
  /** Oldest first, as the screen shows them. */
  items: ChatMessage[];
  nextBefore: string | null;
  advisor: MessagePage['advisor'];
  otherSideReadAt: string | null;
}

const PAGE = 30;

/**
 * One conversation seen from `side` through the API under `base` (/messages for the customer,
 * /staff/cases/{id}/messages for staff): load, older pages, optimistic sending with retry, read markers, and the
 * pushed events that concern it. Both sides' stores are made by this one function.
 */
export function conversationStore(base: string, side: MessageSender) {
  const $view = atom<Loadable<ConversationView>>({ status: 'loading' });
  const $unread = atom<number | null>(null);

  const ready = (): ConversationView | null => {
    const state = $view.get();
    return state.status === 'ready' ? state.data : null;
  };
  const update = (change: (view: ConversationView) => ConversationView) => {
    const view = ready();
    if (view) $view.set({ status: 'ready', data: change(view) });
  };
  /** Inserts or replaces by id, keeping the order by time (a pushed message may arrive before our own answer). */
  const upsert = (message: ChatMessage, replacing?: string) =>
    update((view) => {
      const rest = view.items.filter((m) => m.id !== message.id && m.id !== replacing);
      const items = [...rest, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      return { ...view, items };
    });

  // A reload (the stream reconnected, the tab came back) races the pushes: its answer may predate a message pushed
  // while it was on its way. So only the newest load lands, the list stays on screen meanwhile, and the messages
  // pushed since that load started are applied again on top of its answer.
  let latest = 0;
  let pushedDuringLoad: MessageEvent[] | null = null;
  async function load(): Promise<void> {
    const call = ++latest;
    pushedDuringLoad = [];
    if (!ready()) $view.set({ status: 'loading' });
    try {
      const page = await apiData(base, messagePageSchema, { query: { limit: PAGE } });
      if (call !== latest) return;
      $unread.set(page.unread);
      const pending = ready()?.items.filter((m) => m.state) ?? [];
      const items = [...[...page.items].reverse(), ...pending];
      const { nextBefore, advisor, otherSideReadAt } = page;
      $view.set({ status: 'ready', data: { items, nextBefore, advisor, otherSideReadAt } });
    } catch (error) {
      if (call === latest && !ready()) $view.set({ status: 'error', error });
      throw error;
    } finally {
      const pushed = call === latest ? pushedDuringLoad : null;
      if (pushed) pushedDuringLoad = null;
      for (const event of pushed ?? []) applyMessage(event);
    }
  }

  async function loadOlder() {
    const view = ready();
    if (!view?.nextBefore) return;
    const page = await apiData(base, messagePageSchema, { query: { limit: PAGE, before: view.nextBefore } });
    update((v) => ({ ...v, items: [...[...page.items].reverse(), ...v.items], nextBefore: page.nextBefore }));
  }

  /** Shows the message at once as `sending`; on failure it stays as `failed` with its input, for `retry`. */
  async function send(input: MessageInput, localId = `local-${Date.now()}-${Math.random().toString(36).slice(2)}`) {
    const draft: ChatMessage = {
      id: localId,
      sender: side,
      staffName: null,
      body: input.body,
      createdAt: new Date().toISOString(),
      attachments: [],
      state: 'sending',
      input,
    };
    upsert(draft);
    try {
      const saved = await apiData(base, messageSchema, { method: 'POST', body: input });
      upsert(saved, localId);
      return saved;
    } catch (error) {
      upsert({ ...draft, state: 'failed' });
      throw error;
    }
  }

  const retry = (message: ChatMessage) => send(message.input ?? { body: message.body }, message.id);

  /** Marks everything up to the newest message of the other side as read (only when something is unread). */
  async function markRead() {
    const view = ready();
    const newest = view?.items.filter((m) => m.sender !== side && !m.state).at(-1);
    if (!newest || $unread.get() === 0) return;
    const { unread } = await apiData(`${base}/read`, messageUnreadSchema, {
      method: 'POST',
      body: { upTo: newest.id },
    });
    $unread.set(unread);
  }

  /** A pushed message or read receipt of this conversation. */
  function applyMessage(event: MessageEvent) {
    pushedDuringLoad?.push(event);
    const items = ready()?.items ?? [];
    const known = items.some((m) => m.id === event.message.id);
    // Our own message pushed back before its POST answered: it takes the place of its draft, never beside it.
    const draft = items.find(
      (m) => m.state === 'sending' && m.sender === event.message.sender && m.body === event.message.body,
    );
    upsert(event.message, event.message.sender === side ? draft?.id : undefined);
    if (!known && event.message.sender !== side) $unread.set(($unread.get() ?? 0) + 1);
  }
  function applyRead(event: ReadEvent) {
    if (event.side === side) return;
    update((view) => ({ ...view, otherSideReadAt: event.readAt }));
  }

  return { $view, $unread, load, loadOlder, send, retry, markRead, applyMessage, applyRead };
}

export type ConversationStore = ReturnType<typeof conversationStore>;
