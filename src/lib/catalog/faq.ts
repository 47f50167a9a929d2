/** FAQ categories, in the order the FAQ page shows them; each has a heading `faq.category.<name>` in marketing.json. */
export const FAQ_CATEGORIES = ['payments', 'process', 'language', 'appointments', 'recognition'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
