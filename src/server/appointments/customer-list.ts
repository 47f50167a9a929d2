import { CANCEL_CUTOFF_MS, type AppointmentFilter } from '@/lib/schemas/appointments';
import { isActive, type AppointmentRecord } from './view';

/**
 * The customer's list for a filter, cut from all their appointments (newest start first) by the clock: upcoming =
 * pending or confirmed and not yet over, soonest first; past = everything else, latest first. One statement for the
 * three filters, so a kept list (decision 103) knows every appointment the clock can move into it.
 */
export function listFor(all: AppointmentRecord[], filter: AppointmentFilter, now: Date): AppointmentRecord[] {
  if (filter === 'all') return all;
  const upcoming = (record: AppointmentRecord) => isActive(record.row) && record.row.endsAt > now;
  return filter === 'upcoming' ? all.filter(upcoming).reverse() : all.filter((record) => !upcoming(record));
}

/**
 * Until when a kept list still holds by the clock alone: the first moment after `now` at which one of the
 * customer's active appointments stops being cancellable online (its start less the cut-off) or ends (it moves from
 * upcoming to past). `all` must be every appointment of the customer, not only the filter's: an upcoming one
 * ending is what changes the past list. Cancelled, rejected and finished ones never change by themselves.
 */
export function heldUntil(all: AppointmentRecord[], now: Date): number {
  const at = now.getTime();
  let until = Infinity;
  for (const { row } of all) {
    if (!isActive(row)) continue;
    for (const moment of [row.startsAt.getTime() - CANCEL_CUTOFF_MS, row.endsAt.getTime()])
      if (moment > at && moment < until) until = moment;
  }
  return until;
}
