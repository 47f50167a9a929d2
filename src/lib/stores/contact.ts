import { api } from '@/lib/api/client';
import type { ContactInput } from '@/lib/schemas/contact';

/**
 * The landing page's contact form (SPEC §2). No state to keep: the form shows the outcome. Rejects with the API
 * error (a refused field, the rate limit, no connection), like every action (docs/decisions/009).
 */
export async function sendContactMessage(input: ContactInput): Promise<void> {
  await api('/contact', { method: 'POST', body: input });
}
