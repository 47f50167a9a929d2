import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Who issues the receipts, from `src/content/seller.json` (the business fills it in; no invented company data
 * ships). While `example` is true every receipt says that the seller details are an example.
 */
export const SELLER_FILE = 'src/content/seller.json';

const sellerSchema = z.object({
  example: z.boolean(),
  name: z.string().trim().min(1).max(120),
  address: z.array(z.string().trim().min(1).max(120)).min(1).max(5),
  email: z.email(),
  vatId: z.string().trim().min(1).max(40),
  /** Prices include VAT at this rate (SPEC §1); the receipt shows the VAT contained in the total. */
  vatRatePercent: z.number().min(0).max(100),
});
export type Seller = z.infer<typeof sellerSchema>;

let cached: { file: string; seller: Seller } | undefined;

/** Read once per file; a broken file fails loudly with the field at fault (at start: `startServer` in server.ts calls `loadSeller`). */
export function loadSeller(file: string = SELLER_FILE): Seller {
  const resolved = path.resolve(file);
  if (cached?.file === resolved) return cached.seller;
  const result = sellerSchema.safeParse(JSON.parse(readFileSync(resolved, 'utf8')));
  if (!result.success)
    throw new Error(`${file}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  cached = { file: resolved, seller: result.data };
  return result.data;
}

/** The VAT contained in a gross amount, in cents: 9900 at 19 % → 1581. */
export const includedVat = (grossCents: number, ratePercent: number) =>
  Math.round((grossCents * ratePercent) / (100 + ratePercent));
