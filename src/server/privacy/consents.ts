import { legalTextVersion } from '@/lib/legal/texts';
import type { LegalTextSlug } from '@/lib/schemas/legal-text';
import { consents, type CONSENT_KINDS } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import type { Database } from '@/server/db/client';

type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The legal text (src/content/legal/, decision 083) each kind of consent agrees to. */
const TEXT_OF: Record<ConsentKind, LegalTextSlug> = { terms: 'terms', privacy: 'privacy', start_early: 'start-early' };

/**
 * Records that a customer agreed to a text, with the version its editable content carries now and the time
 * (decisions 075, 083). Consents belong to the account (they cascade with it), so the data export lists them.
 */
export async function recordConsent(
  db: Database | Transaction,
  consent: { userId: string; kind: ConsentKind; checkoutSessionId?: string; at: Date },
) {
  await db.insert(consents).values({
    userId: consent.userId,
    kind: consent.kind,
    textVersion: legalTextVersion(TEXT_OF[consent.kind]),
    checkoutSessionId: consent.checkoutSessionId ?? null,
    givenAt: consent.at,
  });
}
