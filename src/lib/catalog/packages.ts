import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { packageSchema, type PackageData } from '@/lib/schemas/package';
import { FrontMatterError, parseFrontMatter } from './front-matter';

/**
 * The package catalog, read straight from the Markdown files editors change (Node only: the site's collection and
 * the API both call this, so they can never read the files differently). Each locale has one file per package;
 * what is not text — code, type, price, duration, order, step keys — must agree across the three languages.
 */
export const PACKAGES_DIR = 'src/content/packages';

export class CatalogError extends Error {}

export interface PackageFile {
  /** `<locale>/<slug>`, as the site's collection names entries. */
  id: string;
  locale: Locale;
  slug: string;
  file: string;
  data: PackageData;
}

/** One package with its text in every language: what the API seeds. */
export interface CatalogPackage {
  code: string;
  type: PackageData['type'];
  priceCents: number;
  /** null means unlimited. */
  durationMonths: number | null;
  order: number;
  highlighted: boolean;
  processSteps: { key: string; required: boolean; title: Record<Locale, string> }[];
  text: Record<Locale, Pick<PackageData, 'name' | 'description' | 'features' | 'services'>>;
}

/** Reads and validates every `<root>/<locale>/*.md`; errors name the file and line or field. */
export function readPackageFiles(root: string = PACKAGES_DIR): PackageFile[] {
  const files: PackageFile[] = [];
  for (const locale of LOCALES) {
    const dir = path.join(root, locale);
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith('.md'))
      .sort()) {
      const file = path.join(dir, name);
      let raw: unknown;
      try {
        raw = parseFrontMatter(readFileSync(file, 'utf8')).data;
      } catch (error) {
        if (error instanceof FrontMatterError) throw new CatalogError(`${file}: ${error.message}`);
        throw error;
      }
      const result = packageSchema.safeParse(raw);
      if (!result.success) {
        const issues = result.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
        throw new CatalogError(`${file}: ${issues.join('; ')}`);
      }
      const slug = name.slice(0, -3);
      files.push({ id: `${locale}/${slug}`, locale, slug, file, data: result.data });
    }
  }
  return files;
}

/** Everything but the wording, to compare one package across languages. */
const shape = (p: PackageData) =>
  JSON.stringify([
    p.type,
    p.priceCents,
    p.durationMonths ?? null,
    p.order,
    p.highlighted,
    p.processSteps.map((s) => [s.key, s.required]),
  ]);

/** The whole catalog, merged by package code, ordered for display; throws when the languages disagree. */
export function loadPackageCatalog(root: string = PACKAGES_DIR): CatalogPackage[] {
  const files = readPackageFiles(root);
  const codes = [...new Set(files.map((f) => f.data.code))];
  return codes
    .map((code) => {
      const byLocale = {} as Record<Locale, PackageData>;
      for (const locale of LOCALES) {
        const matches = files.filter((f) => f.locale === locale && f.data.code === code);
        if (matches.length !== 1)
          throw new CatalogError(`package ${code}: expected one file in ${root}/${locale}, found ${matches.length}`);
        byLocale[locale] = matches[0]!.data;
      }
      const reference = byLocale.tr;
      for (const locale of LOCALES)
        if (shape(byLocale[locale]) !== shape(reference))
          throw new CatalogError(`package ${code}: ${locale} differs from tr in price, type, duration, order or steps`);
      return {
        code,
        type: reference.type,
        priceCents: reference.priceCents,
        durationMonths: reference.durationMonths ?? null,
        order: reference.order,
        highlighted: reference.highlighted,
        processSteps: reference.processSteps.map((step, i) => ({
          key: step.key,
          required: step.required,
          title: Object.fromEntries(LOCALES.map((l) => [l, byLocale[l].processSteps[i]!.title])) as Record<
            Locale,
            string
          >,
        })),
        text: Object.fromEntries(
          LOCALES.map((l) => {
            const { name, description, features, services } = byLocale[l];
            return [l, { name, description, features, services }];
          }),
        ) as CatalogPackage['text'],
      };
    })
    .sort((a, b) => a.order - b.order || a.code.localeCompare(b.code));
}
