import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import {
  supportMessageListSchema,
  supportMessageSchema,
  type SupportMessage,
  type SupportMessageInput,
} from '@/lib/schemas/support';
import { loadInto, type Loadable } from './loadable';

/**
 * The signed-in user's messages to the support team (POST/GET /api/support-messages, docs/api/appointments.md),
 * read by /dashboard/support. Actions resolve with their result or reject with the API error unchanged
 * (docs/decisions/009): a refused field, the hourly limit (429), no connection.
 */
export const $supportMessages = atom<Loadable<SupportMessage[]>>({ status: 'loading' });

/** GET /support-messages: the caller's own, newest first. */
export const loadSupportMessages = (): Promise<SupportMessage[]> =>
  loadInto($supportMessages, () => apiData('/support-messages', supportMessageListSchema));

/** POST /support-messages; the stored message goes to the top of a loaded list. The server confirms by mail. */
export async function sendSupportMessage(input: SupportMessageInput): Promise<SupportMessage> {
  const sent = await apiData('/support-messages', supportMessageSchema, { method: 'POST', body: input });
  const state = $supportMessages.get();
  if (state.status === 'ready') $supportMessages.set({ status: 'ready', data: [sent, ...state.data] });
  return sent;
}
