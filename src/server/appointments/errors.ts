import { CANCEL_CUTOFF_MS, MAX_UPCOMING_APPOINTMENTS } from '@/lib/schemas/appointments';
import { ApiError, fieldError } from '@/server/http/errors';

/** The appointment rules' refusals (SPEC §8 appointment messages), worded in appointments.json. */

export const slotTaken = () => new ApiError(409, 'SLOT_TAKEN', 'appointments:errors.slotTaken');
export const slotUnavailable = () => new ApiError(409, 'SLOT_UNAVAILABLE', 'appointments:errors.slotUnavailable');
export const ownOverlap = () => new ApiError(409, 'APPOINTMENT_OVERLAP', 'appointments:errors.ownOverlap');
export const tooManyUpcoming = () =>
  new ApiError(409, 'TOO_MANY_UPCOMING', 'appointments:errors.tooManyUpcoming', {
    vars: { max: MAX_UPCOMING_APPOINTMENTS },
  });
export const cancelTooLate = () =>
  new ApiError(409, 'CANCEL_TOO_LATE', 'appointments:errors.cancelTooLate', {
    vars: { hours: CANCEL_CUTOFF_MS / 3_600_000 },
  });
export const rescheduleTooLate = () =>
  new ApiError(409, 'RESCHEDULE_TOO_LATE', 'appointments:errors.rescheduleTooLate', {
    vars: { hours: CANCEL_CUTOFF_MS / 3_600_000 },
  });
export const notReschedulable = () => new ApiError(409, 'NOT_RESCHEDULABLE', 'appointments:errors.notReschedulable');
export const notCancellable = () => new ApiError(409, 'NOT_CANCELLABLE', 'appointments:errors.notCancellable');
export const invalidTransition = () => new ApiError(409, 'INVALID_TRANSITION', 'appointments:errors.invalidTransition');
export const notStartedYet = () => new ApiError(409, 'NOT_STARTED', 'appointments:errors.notStarted');
export const meetingUrlRequired = () =>
  fieldError(400, 'MEETING_URL_REQUIRED', 'meetingUrl', 'appointments:errors.meetingUrlRequired');
