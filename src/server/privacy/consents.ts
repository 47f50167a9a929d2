import { LEGAL_TEXT_VERSIONS } from '@/lib/legal/versions';
import { consents } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import type { Database } from '@/server/db/client';

type ConsentKind = keyof typeof LEGAL_TEXT_VERSIONS;

/**
 * Records that a customer agreed to a text, with the text's current version and the time (decision 075). Consents
 * belong to the account (they cascade with it), so the data export lists them without naming them.
 */
export async function recordConsent(
  db: Database | Transaction,
  consent: { userId: string; kind: ConsentKind; checkoutSessionId?: string; at: Date },
) {
  await db.insert(consents).values({
    userId: consent.userId,
    kind: consent.kind,
    textVersion: LEGAL_TEXT_VERSIONS[consent.kind],
    checkoutSessionId: consent.checkoutSessionId ?? null,
    givenAt: consent.at,
  });
}
