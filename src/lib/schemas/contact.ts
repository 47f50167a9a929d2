import { z } from 'zod';
import { email, name, phone, text } from './fields';

export const CONTACT_MESSAGE_MAX = 4000;

/**
 * The public contact form (SPEC §2: name, email, phone, message; all required). The browser validates with it
 * before sending, and POST /api/contact validates the same way, so a field fails with the same words in both.
 */
export const contactSchema = z.object({
  name,
  email,
  // An empty phone reads "required", not "at least six digits".
  phone: text(30).min(1).pipe(phone),
  message: text(CONTACT_MESSAGE_MAX, { multiline: true }).min(1),
  /**
   * Honeypot: hidden from people (and from assistive technology), left empty by them. Bots that fill every field
   * get a success answer and nothing is stored or sent.
   */
  website: text(200).optional(),
});

export type ContactInput = z.input<typeof contactSchema>;

/** What POST /api/contact answers (also to a bot that filled the hidden field: it must not learn it was caught). */
export const contactReceivedSchema = z.object({ received: z.literal(true) });
