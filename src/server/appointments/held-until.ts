import { CANCEL_CUTOFF_MS } from '@/lib/schemas/appointments';
import type { AppointmentRecord } from './view';
import { isActive } from './view';

/**
 * Until when a kept list of the customer's appointments (decision 103) still holds by the clock alone: the first
 * moment after `now` at which an active appointment stops being cancellable online (its start less the cut-off) or
 * ends (it moves from upcoming to past). Cancelled, rejected and finished ones never change by themselves.
 */
export function heldUntil(records: AppointmentRecord[], now: Date): number {
  const at = now.getTime();
  let until = Infinity;
  for (const { row } of records) {
    if (!isActive(row)) continue;
    for (const moment of [row.startsAt.getTime() - CANCEL_CUTOFF_MS, row.endsAt.getTime()])
      if (moment > at && moment < until) until = moment;
  }
  return until;
}
