import { z } from 'zod';
import { text as field } from './fields';

/**
 * The business's own facts in `src/content/site/site.yaml`: contact methods, the landing page's figures and video,
 * and the company details the Impressum (§ 5 DDG) must show. Each part carries `example`: while it is true, every
 * page showing that part says the values are examples (no invented claim goes live unmarked).
 */
const text = (max: number) => field(max).min(1);
/** The same text in each interface language. */
const localized = (max: number) => z.object({ tr: text(max), en: text(max), de: text(max) }).strict();
/** International format with spaces for reading, e.g. `+49 30 23125 001`. */
const phone = field(30).regex(/^\+[1-9][\d ]{6,20}$/, 'an international number like +49 30 1234567');
const time = field(5).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time like 09:00');

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const addressSchema = z.object({
  street: text(120),
  postalCode: text(12),
  city: text(80),
  country: text(80),
});

export const openingHoursSchema = z.object({
  /** Consecutive days sharing the same hours, e.g. [mon, tue, wed, thu, fri]. */
  days: z.array(z.enum(WEEKDAYS)).min(1).max(7),
  opens: time,
  closes: time,
});

export const siteContentSchema = z
  .object({
    company: z
      .object({
        example: z.boolean(),
        /** Full legal name with its legal form (`… GmbH`). */
        name: text(120),
        /** Who represents the company (managing director), as § 5 DDG asks. */
        representative: text(120),
        address: addressSchema,
        email: z.email(),
        phone,
        /** Commercial register entry: court and number (`HRB 123456 B`). */
        register: z.object({ court: text(120), number: text(40) }),
        /** VAT identification number (§ 27a UStG), e.g. DE123456789. */
        vatId: field(15).regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'a VAT id like DE123456789'),
      })
      .strict(),
    contact: z
      .object({
        example: z.boolean(),
        /** The messaging app and the number it reaches (wa.me links need the number only). */
        messaging: z.object({ app: z.literal('WhatsApp'), number: phone }).strict(),
        phone,
        email: z.email(),
        /** Office hours, Berlin time; days not listed are closed. */
        hours: z.array(openingHoursSchema).min(1).max(7),
      })
      .strict(),
    /** The landing page's numbers; an empty list shows none. */
    figures: z
      .object({
        example: z.boolean(),
        items: z
          .array(
            z
              .object({
                value: z.number().nonnegative(),
                /** How the value reads: `percent` 98 → "98 %", `count` 1500 → "1.500", `hours` 24 → "24 Std." */
                unit: z.enum(['percent', 'count', 'hours']),
                /** Shows "+" after the value ("1.500+"). */
                plus: z.boolean().default(false),
                label: localized(40),
              })
              .strict(),
          )
          .max(4),
      })
      .strict(),
    /** The introduction video on YouTube (played from youtube-nocookie.com); leave it out to show none. */
    video: z
      .object({
        example: z.boolean(),
        youtubeId: field(11).regex(/^[\w-]{11}$/, 'the 11-character id from the video address'),
        minutes: z.int().min(1).max(60),
      })
      .strict()
      .optional(),
  })
  .strict();

export type SiteContent = z.infer<typeof siteContentSchema>;
export type OpeningHours = z.infer<typeof openingHoursSchema>;
