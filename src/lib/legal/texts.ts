import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '@/lib/catalog/front-matter';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { LEGAL_TEXTS, legalTextSchema, type LegalText, type LegalTextSlug } from '@/lib/schemas/legal-text';

/**
 * Reads the legal texts straight from the Markdown editors change (Node only, decision 083). The site's `legal`
 * collection loads through here first and the API takes the version it stores with a consent from here, so the
 * version recorded is by construction the version of the wording shown. A text must exist in every language with
 * one version: a translation that lags behind its source stops the build instead of being agreed to unnoticed.
 */
export const LEGAL_CONTENT_DIR = 'src/content/legal';

export class LegalContentError extends Error {}

export type LegalTexts = Record<LegalTextSlug, Record<Locale, LegalText & { body: string }>>;

const cache = new Map<string, LegalTexts>();

export function readLegalTexts(root: string = LEGAL_CONTENT_DIR): LegalTexts {
  const kept = cache.get(root);
  if (kept) return kept;
  const texts = {} as LegalTexts;
  for (const slug of LEGAL_TEXTS) {
    texts[slug] = {} as LegalTexts[LegalTextSlug];
    for (const locale of LOCALES) {
      const file = path.join(root, locale, `${slug}.md`);
      let source: string;
      try {
        source = readFileSync(file, 'utf8');
      } catch {
        throw new LegalContentError(`${file}: missing (every legal text exists in ${LOCALES.join(', ')})`);
      }
      const { data, body } = parseFrontMatter(source);
      const parsed = legalTextSchema.safeParse(data);
      if (!parsed.success)
        throw new LegalContentError(
          `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
        );
      texts[slug][locale] = { ...parsed.data, body };
    }
    const versions = new Set(LOCALES.map((locale) => texts[slug][locale].version));
    if (versions.size > 1)
      throw new LegalContentError(
        `${root}/*/${slug}.md: one version in every language, found ${[...versions].join(', ')}`,
      );
  }
  // The API reads them once per process; tests and the build pass their own root or start a new process.
  cache.set(root, texts);
  return texts;
}

/** The version a consent to `slug` records: the one every language of the text carries. */
export const legalTextVersion = (slug: LegalTextSlug, root?: string): string =>
  readLegalTexts(root)[slug][LOCALES[0]].version;
