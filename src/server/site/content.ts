import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import type { Locale } from '@/lib/i18n/locales';
import { siteContentSchema, type SiteContent } from '@/lib/schemas/site-content';
import { translate } from '@/server/http/i18n';

/**
 * The company's facts for the server, from the same `src/content/site/site.yaml` the pages read (README "Editing
 * content"), parsed with js-yaml as Astro's `file()` loader does and checked with the same schema, so the office
 * on an appointment is the office on the Impressum, and support mail goes to the address the pages publish.
 */
export const SITE_FILE = 'src/content/site/site.yaml';

let cached: { file: string; site: SiteContent } | undefined;

/** Read once per file; a broken file fails loudly with the field at fault (at start, through server.ts). */
export function loadSiteContent(file: string = SITE_FILE): SiteContent {
  const resolved = path.resolve(file);
  if (cached?.file === resolved) return cached.site;
  const parsed = load(readFileSync(resolved, 'utf8')) as { site?: unknown } | null;
  const result = siteContentSchema.safeParse(parsed?.site);
  if (!result.success)
    throw new Error(`${file}: ${result.error.issues.map((i) => `site.${i.path.join('.')}: ${i.message}`).join('; ')}`);
  cached = { file: resolved, site: result.data };
  return result.data;
}

/**
 * Where in-person meetings take place: the company's address on one line, marked "(example address)" in `locale`
 * while site.yaml still holds placeholders there.
 */
export function officeAddress(locale: Locale, site: SiteContent = loadSiteContent()): string {
  const { address, example } = site.company;
  const line = `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;
  return example ? `${line} ${translate(locale, 'appointments:address.example')}` : line;
}

/**
 * Where contact-form and support messages go: the e-mail the business publishes in site.yaml (`contact.email`, on
 * the support page and in every footer), never the no-reply sender (MAIL_FROM).
 */
export const supportAddress = (site: SiteContent = loadSiteContent()): string => site.contact.email;
