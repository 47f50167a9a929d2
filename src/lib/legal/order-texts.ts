import { getEntry } from 'astro:content';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What the order step shows of the legal texts (decision 083), taken from the editable content at build time and
 * handed to the packages islands as a prop: the withdrawal information's summary and the start-early request, with
 * their versions and whether they are still examples. Astro pages only (astro:content).
 */
export interface OrderLegalTexts {
  withdrawalSummary: string;
  startEarly: string;
  /** Shown as "example text, not yet approved" while any of them is an example. */
  example: boolean;
  versions: { withdrawal: string; startEarly: string };
}

export async function orderLegalTexts(locale: Locale): Promise<OrderLegalTexts> {
  const [withdrawal, startEarly] = await Promise.all([
    getEntry('legal', `${locale}/withdrawal`),
    getEntry('legal', `${locale}/start-early`),
  ]);
  if (!withdrawal?.data.summary || !startEarly?.body)
    throw new Error(`src/content/legal/${locale}: withdrawal.md needs a summary, start-early.md a text`);
  return {
    withdrawalSummary: withdrawal.data.summary,
    // One plain paragraph: the box's label.
    startEarly: startEarly.body.trim(),
    example: withdrawal.data.example || startEarly.data.example,
    versions: { withdrawal: withdrawal.data.version, startEarly: startEarly.data.version },
  };
}
