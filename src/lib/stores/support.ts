import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import { supportMessageListSchema, type SupportMessage } from '@/lib/schemas/support';
import { loadInto, type Loadable } from './loadable';

/**
 * The signed-in user's messages to the support team (GET /api/support-messages, docs/api/appointments.md), listed
 * by /dashboard/support. Loading resolves with the list or rejects with the API error unchanged (docs/decisions/009).
 * (The old contact form that sent them from here is gone; POST stays in the API, tested there.)
 */
export const $supportMessages = atom<Loadable<SupportMessage[]>>({ status: 'loading' });

/** GET /support-messages: the caller's own, newest first. */
export const loadSupportMessages = (): Promise<SupportMessage[]> =>
  loadInto($supportMessages, () => apiData('/support-messages', supportMessageListSchema));
