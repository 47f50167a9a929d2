import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import { mailRetriedSchema, systemStatusSchema, type SystemStatus } from '@/lib/schemas/system';
import { loadInto, type Loadable } from './loadable';

/** The admins' System page: GET /staff/system, and "send again" for failed mails (decisions 072, 073). */
export const $systemStatus = atom<Loadable<SystemStatus>>({ status: 'loading' });

export const loadSystemStatus = (): Promise<SystemStatus> =>
  loadInto($systemStatus, () => apiData('/staff/system', systemStatusSchema));

/** Re-queues the given failed mails (all of them without `ids`), then reloads the page's status; the count re-queued. */
export async function retryFailedMails(ids?: string[]): Promise<number> {
  const { retried } = await apiData('/staff/system/mail/retry', mailRetriedSchema, {
    method: 'POST',
    body: ids ? { ids } : {},
  });
  $systemStatus.set({ status: 'ready', data: await apiData('/staff/system', systemStatusSchema) });
  return retried;
}
