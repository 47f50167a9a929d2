import { escapeHtml } from '@/server/http/html';

/** The text and HTML of a mail about money (a receipt, a credit note): paragraphs, a link to My Payments, signature. */
export const paymentMailBody = (paragraphs: string[], link: string, action: string, signature: string) => ({
  text: [...paragraphs, link, signature].join('\n\n'),
  html: [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n'),
});
