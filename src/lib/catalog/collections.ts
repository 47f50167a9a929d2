import { getCollection, type CollectionEntry } from 'astro:content';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Build-time access to the content collections for one language (entry ids are `<locale>/<slug>`), in the order
 * editors set. Pages only: this module needs Astro's content layer.
 */
export type FaqEntry = CollectionEntry<'faq'>;
export type StoryEntry = CollectionEntry<'stories'>;
export type PackageEntry = CollectionEntry<'packages'>;

export const slugOf = (entry: { id: string }): string => entry.id.slice(entry.id.indexOf('/') + 1);

const inLocale = (locale: Locale) => (entry: { id: string }) => entry.id.startsWith(`${locale}/`);
const byOrder = <T extends { id: string; data: { order: number } }>(a: T, b: T) =>
  a.data.order - b.data.order || a.id.localeCompare(b.id);

export async function faqEntries(locale: Locale): Promise<FaqEntry[]> {
  return (await getCollection('faq', inLocale(locale))).sort(byOrder);
}

export async function storyEntries(locale: Locale): Promise<StoryEntry[]> {
  return (await getCollection('stories', inLocale(locale))).sort(byOrder);
}

export async function packageEntries(locale: Locale): Promise<PackageEntry[]> {
  return (await getCollection('packages', inLocale(locale))).sort(byOrder);
}
