import type { Locale } from '@/lib/i18n/locales';
import type { CatalogEntry } from '@/lib/schemas/catalog';
import type { PackageRow } from '@/server/db/schema';

/** A catalog row in one language, as `/api/packages` answers it. */
export function toCatalogEntry(row: PackageRow, locale: Locale): CatalogEntry {
  const text = row.text[locale];
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    name: text.name,
    description: text.description,
    priceCents: row.priceCents,
    currency: row.currency,
    duration:
      row.durationMonths === null ? { unit: 'unlimited', value: null } : { unit: 'months', value: row.durationMonths },
    features: text.features,
    services: text.services,
    processSteps: row.processSteps.map((step) => ({
      key: step.key,
      title: step.title[locale],
      required: step.required,
    })),
    highlighted: row.highlighted,
    order: row.sortOrder,
  };
}
