import { getEntry } from 'astro:content';
import type { SiteContent } from '@/lib/schemas/site-content';

/** The one entry of the `site` collection (src/content/site/site.yaml). Pages only: needs Astro's content layer. */
export async function siteContent(): Promise<SiteContent> {
  const entry = await getEntry('site', 'site');
  if (!entry) throw new Error('src/content/site/site.yaml has no top-level `site:` entry');
  return entry.data;
}
