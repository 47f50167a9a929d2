import { advisoryLock } from '@/server/db/advisory-lock';
import { excludedBy } from '@/server/db/errors';
import type { Transaction } from '@/server/db/transaction';
import { ownOverlap } from './errors';

/**
 * Puts an appointment with the first of `advisorIds` whose calendar takes it: booking, rescheduling and the handover
 * of a deactivated advisor's appointments all read the free advisors first, but the database decides. A write that
 * collides with another appointment of that advisor (exclusion constraint) moves on to the next; null when none is
 * left. Overlapping writes could each wait for the other's uncommitted row and end as a deadlock (seen in CI with 50
 * bookings at once), so the locks of every advisor tried are taken first, always in one order.
 */
export async function placeWithFirstFree<T>(
  tx: Transaction,
  advisorIds: readonly string[],
  write: (attempt: Transaction, advisorId: string) => Promise<T>,
): Promise<T | null> {
  for (const advisorId of [...new Set(advisorIds)].sort()) await advisoryLock(tx, `appointments:${advisorId}`);
  for (const advisorId of advisorIds) {
    try {
      // A savepoint per attempt: a refused write must not abort the whole transaction.
      return await tx.transaction((attempt) => write(attempt, advisorId));
    } catch (error) {
      const constraint = excludedBy(error);
      if (constraint === 'appointments_advisor_no_overlap') continue;
      if (constraint === 'appointments_customer_no_overlap') throw ownOverlap();
      throw error;
    }
  }
  return null;
}
