import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ReceiptSeller } from '@/server/db/schema';
import { loadSiteContent, SITE_FILE } from '@/server/site/content';

/**
 * Who issues the receipts. The company itself (name, address, VAT id, and whether these are still an example) is
 * read from `src/content/site/site.yaml`, the file the Impressum shows, so the two can never name different sellers
 * (issue 29); `src/content/seller.json` holds only what receipts add: the billing e-mail and the VAT rate.
 */
export const SELLER_FILE = 'src/content/seller.json';

const sellerFileSchema = z.object({
  email: z.email(),
  /** Prices include VAT at this rate (SPEC §1); the receipt shows the VAT contained in the total. */
  vatRatePercent: z.number().min(0).max(100),
});

/** The seller as receipts name it; kept per payment in `receipt_sellers` (decision 091). */
export type Seller = ReceiptSeller;

let cached: { file: string; site: string; seller: Seller } | undefined;

/** Read once per file; a broken file fails loudly with the field at fault (at start: `startServer` in server.ts calls `loadSeller`). */
export function loadSeller(file: string = SELLER_FILE, siteFile: string = SITE_FILE): Seller {
  const resolved = path.resolve(file);
  if (cached?.file === resolved && cached.site === siteFile) return cached.seller;
  const result = sellerFileSchema.safeParse(JSON.parse(readFileSync(resolved, 'utf8')));
  if (!result.success)
    throw new Error(`${file}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const { company } = loadSiteContent(siteFile);
  const { street, postalCode, city, country } = company.address;
  const seller: Seller = {
    example: company.example,
    name: company.name,
    address: [street, `${postalCode} ${city}`, country],
    vatId: company.vatId,
    ...result.data,
  };
  cached = { file: resolved, site: siteFile, seller };
  return seller;
}

/** The VAT contained in a gross amount, in cents: 9900 at 19 % → 1581. */
export const includedVat = (grossCents: number, ratePercent: number) =>
  Math.round((grossCents * ratePercent) / (100 + ratePercent));
