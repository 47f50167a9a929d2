import { and, desc, eq, gt } from 'drizzle-orm';
import type { ExchangeRate } from '@/lib/schemas/eligibility';
import type { AppDeps } from '@/server/context';
import { exchangeRates } from '@/server/db/schema';
import type { Job } from '@/server/jobs/scheduler';

const CURRENCY = 'TRY';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Short on purpose: on PGlite the job's transaction holds the only connection while it waits. */
const FETCH_TIMEOUT_MS = 5_000;

export class EcbFormatError extends Error {
  readonly code = 'ECB_FORMAT';
}

/**
 * Reads the ECB's daily reference file (`<Cube time='YYYY-MM-DD'>` with `<Cube currency='TRY' rate='…'/>` inside).
 * A regular expression is enough for this fixed, flat format; anything unexpected is an error, never a guess.
 */
export function parseEcbRate(xml: string, currency = CURRENCY): { date: string; rate: number } {
  const date = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']/.exec(xml)?.[1];
  const raw = new RegExp(`<Cube\\s+currency=["']${currency}["']\\s+rate=["']([0-9.]+)["']`).exec(xml)?.[1];
  const rate = Number(raw);
  if (!date || !raw || !Number.isFinite(rate) || rate <= 0)
    throw new EcbFormatError(`no ${currency} rate in the ECB file`);
  return { date, rate };
}

export async function fetchEcbRate(url: string): Promise<{ date: string; rate: number }> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { Accept: 'application/xml' },
  });
  if (!response.ok)
    throw Object.assign(new Error(`ECB answered ${response.status}`), { code: `HTTP_${response.status}` });
  return parseEcbRate(await response.text());
}

/**
 * Once a day: skips while the last successful fetch is younger than 24 h (idempotent by row state, as the
 * scheduler asks), otherwise fetches and upserts the rate of the ECB's date. Ticks hourly so a failed fetch
 * (offline, ECB down) is retried within the hour; failures throw and the scheduler logs the job name and code.
 */
export const ecbRateJob: Job = {
  name: 'ecb-rates',
  everyMs: 60 * 60 * 1000,
  run: async (deps, now) => {
    const since = new Date(now.getTime() - DAY_MS);
    const fresh = await deps.db
      .select({ date: exchangeRates.rateDate })
      .from(exchangeRates)
      .where(and(eq(exchangeRates.currency, CURRENCY), gt(exchangeRates.fetchedAt, since)))
      .limit(1);
    if (fresh.length > 0) return;
    const { date, rate } = await fetchEcbRate(deps.env.ECB_RATES_URL);
    await deps.db
      .insert(exchangeRates)
      .values({ currency: CURRENCY, rateDate: date, rate, fetchedAt: now })
      .onConflictDoUpdate({ target: [exchangeRates.currency, exchangeRates.rateDate], set: { rate, fetchedAt: now } });
  },
};

/** The newest ECB rate stored; else the configured fallback; else null (the planner then shows euros only). */
export async function currentRate(deps: AppDeps): Promise<ExchangeRate | null> {
  const [latest] = await deps.db
    .select({ rate: exchangeRates.rate, date: exchangeRates.rateDate })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, CURRENCY))
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  if (latest) return { currency: CURRENCY, rate: latest.rate, date: latest.date, source: 'ecb' };
  const { ECB_FALLBACK_EUR_TRY: rate, ECB_FALLBACK_DATE: date } = deps.env;
  return rate !== undefined && date !== undefined ? { currency: CURRENCY, rate, date, source: 'fallback' } : null;
}
