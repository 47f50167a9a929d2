import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineCollection } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { FAQ_CATEGORIES } from './lib/catalog/faq';
import { loadPackageCatalog, readPackageFiles } from './lib/catalog/packages';
import { readLegalTexts } from './lib/legal/texts';
import { legalTextSchema } from './lib/schemas/legal-text';
import { packageSchema } from './lib/schemas/package';
import { planFactSchema, planItemContentSchema } from './lib/schemas/plan-content';
import { siteContentSchema } from './lib/schemas/site-content';

/**
 * What editors change, one Markdown file per entry and language: `src/content/<collection>/<locale>/<slug>.md`.
 * Entry ids are `<locale>/<slug>`; a slug shared by the three languages keeps the language switcher on the same
 * page. README "Editing content" explains the fields.
 */

const faq = defineCollection({
  loader: glob({ base: './src/content/faq', pattern: '*/*.md' }),
  schema: z.object({
    question: z.string().trim().min(5).max(200),
    category: z.enum(FAQ_CATEGORIES),
    /** Position within the page, smallest first. */
    order: z.int().min(0),
    /** Shown in the short FAQ on the landing page too. */
    featured: z.boolean().default(false),
    /** Shown on /dashboard/support too (SPEC: work permit, language certificate, fees, diploma, visa appointment). */
    support: z.boolean().default(false),
  }),
});

const stories = defineCollection({
  loader: glob({ base: './src/content/stories', pattern: '*/*.md' }),
  schema: z.object({
    /** A made-up story showing what the service does: the cards and the story page label it "example story". */
    example: z.boolean(),
    name: z.string().trim().min(2).max(80),
    profession: z.string().trim().min(2).max(80),
    /** Where the person works in Germany now. */
    city: z.string().trim().min(2).max(60),
    /** Where the person moved from. */
    fromCity: z.string().trim().min(2).max(60),
    year: z.int().min(2000).max(2100),
    quote: z.string().trim().min(10).max(240),
    order: z.int().min(0),
  }),
});

/**
 * The package catalog goes through the same reader the API uses (src/lib/catalog/packages.ts), so the prices on the
 * site are by construction the prices the server charges; it also refuses languages that disagree on a price.
 */
function packageCatalogLoader(): Loader {
  return {
    name: 'package-catalog',
    load: async ({ store, parseData, config, watcher, logger }) => {
      const siteRoot = fileURLToPath(config.root);
      const root = path.join(siteRoot, 'src/content/packages');
      const sync = async () => {
        loadPackageCatalog(root);
        const files = readPackageFiles(root);
        store.clear();
        for (const file of files) {
          const filePath = path.relative(siteRoot, file.file).split(path.sep).join('/');
          const data = await parseData({ id: file.id, data: { ...file.data }, filePath });
          store.set({ id: file.id, data, filePath });
        }
      };
      await sync();
      watcher?.add(root);
      watcher?.on('change', (changed) => {
        if (changed.startsWith(root)) sync().catch((error: unknown) => logger.error(String(error)));
      });
    },
  };
}

const packages = defineCollection({ loader: packageCatalogLoader(), schema: packageSchema });

/** The company's facts (contact, figures, video, Impressum): one entry, `site`, in one YAML file. */
const site = defineCollection({ loader: file('src/content/site/site.yaml'), schema: siteContentSchema });

/**
 * The plan's checklist and dated facts (decision 080): one YAML file each, every entry with its official source and
 * check date. The API reads the same files through src/lib/plan/content.ts with the same schemas.
 */
const planItems = defineCollection({
  loader: file('src/content/plan/checklist.yaml'),
  schema: planItemContentSchema,
});
const planFacts = defineCollection({ loader: file('src/content/plan/facts.yaml'), schema: planFactSchema });

/**
 * The legal texts (decision 083): one Markdown file per text and language, with its version, date and example
 * mark. The API's reader checks them first (every language present, one version per text), then the files load as
 * usual, so a page renders exactly the wording whose version a consent records.
 */
function legalTextLoader(): Loader {
  const inner = glob({ base: './src/content/legal', pattern: '*/*.md' });
  return {
    name: 'legal-texts',
    load: async (context) => {
      readLegalTexts(path.join(fileURLToPath(context.config.root), 'src/content/legal'));
      await inner.load(context);
    },
  };
}
const legal = defineCollection({ loader: legalTextLoader(), schema: legalTextSchema });

export const collections = { faq, stories, packages, site, planItems, planFacts, legal };
