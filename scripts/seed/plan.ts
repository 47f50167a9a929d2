// What the generator needs to know before writing a row: the size, the seed, the clock, the one password hash, the
// catalog as the server synced it (ids, prices, steps) and the plan's item keys.
import { eq } from 'drizzle-orm';
import { readPlanContent } from '@/lib/plan/content';
import type { Database } from '@/server/db/client';
import { packages } from '@/server/db/schema';
import { DAY_MS } from './random';

export interface CatalogEntry {
  id: string;
  code: string;
  type: 'monthly' | 'one_time';
  priceCents: number;
  durationMonths: number | null;
  names: Record<string, string>;
  steps: { key: string; required: boolean; title: Record<string, string> }[];
}

export interface Plan {
  seed: number;
  customers: number;
  /** Customers 0 … heavy−1 have 10,000+ notifications, 200 documents, 40 appointments, 300 messages. */
  heavy: number;
  /** Midnight UTC of the day of the run: the same seed on the same day gives the same rows. */
  now: number;
  passwordHash: string;
  catalog: { monthly: CatalogEntry[]; oneTime: CatalogEntry };
  planItems: string[];
}

/** `100k` → 100000, `1.5m` → 1500000, `2500` → 2500. */
export function parseSize(text: string) {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  if (!match) throw new Error(`--scale: expected a number of customers such as 10k or 100k, got "${text}"`);
  return Math.round(Number(match[1]) * { '': 1, k: 1000, m: 1_000_000 }[match[2]!.toLowerCase() as '' | 'k' | 'm']);
}

export async function makePlan(
  db: Database,
  options: { seed: number; customers: number; passwordHash: string },
): Promise<Plan> {
  const rows = await db.select().from(packages).where(eq(packages.code, packages.code));
  const entries: CatalogEntry[] = rows
    .filter((row) => row.retiredAt === null)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((row) => ({
      id: row.id,
      code: row.code,
      type: row.type,
      priceCents: row.priceCents,
      durationMonths: row.durationMonths,
      names: Object.fromEntries(Object.entries(row.text).map(([locale, t]) => [locale, t.name])),
      steps: row.processSteps.map((s) => ({ key: s.key, required: s.required, title: s.title })),
    }));
  const oneTime = entries.find((e) => e.type === 'one_time');
  const monthly = entries.filter((e) => e.type === 'monthly');
  if (!oneTime || monthly.length === 0) throw new Error('the catalog needs a one-time and a monthly package');
  return {
    ...options,
    heavy: Math.max(1, Math.round(options.customers / 20_000)),
    now: Math.floor(Date.now() / DAY_MS) * DAY_MS,
    catalog: { monthly, oneTime },
    planItems: readPlanContent().items.map((item) => item.key),
  };
}
