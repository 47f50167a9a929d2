import { z } from 'zod';
import { isoDate, text } from './fields';

/** Wall-clock time on a half-hour grid, 00:00–23:30 (Berlin; meetings start every half hour). */
const clockTime = text(5).regex(/^([01]\d|2[0-3]):(00|30)$/, 'validation.invalid');

/** One stretch of working time on a weekday (1 = Monday … 7 = Sunday), Berlin time; `end` after `start`. */
export const workingHoursSchema = z
  .object({ weekday: z.int().min(1).max(7), start: clockTime, end: z.union([clockTime, z.literal('24:00')]) })
  .refine((h) => h.end > h.start, { path: ['end'], message: 'appointments:validation.endBeforeStart' });
export type WorkingHours = z.infer<typeof workingHoursSchema>;

/**
 * An advisor's availability as the staff console reads and replaces it: weekly hours (stretches of one weekday
 * must not overlap) and days off (Berlin calendar dates).
 */
export const availabilitySchema = z
  .object({
    weeklyHours: z.array(workingHoursSchema).max(50),
    daysOff: z.array(isoDate).max(400),
  })
  .superRefine((a, ctx) => {
    const sorted = a.weeklyHours
      .map((h, index) => ({ ...h, index }))
      .sort((x, y) => x.weekday - y.weekday || x.start.localeCompare(y.start));
    for (let i = 1; i < sorted.length; i += 1) {
      const previous = sorted[i - 1]!;
      const current = sorted[i]!;
      if (previous.weekday === current.weekday && current.start < previous.end)
        ctx.addIssue({
          code: 'custom',
          path: ['weeklyHours', current.index],
          message: 'appointments:validation.hoursOverlap',
        });
    }
  });
export type Availability = z.infer<typeof availabilitySchema>;

/**
 * GET|PUT /staff/availability's answer: the stored hours as the database gives them back (already checked when
 * written, so no rules here; an answer schema holds no transforms, decision 067).
 */
export const availabilityAnswerSchema = z.object({
  weeklyHours: z.array(
    z.object({
      weekday: z.int().min(1).max(7),
      start: z.string().regex(/^\d\d:\d\d$/),
      end: z.string().regex(/^\d\d:\d\d$/),
    }),
  ),
  daysOff: z.array(z.iso.date()),
});

/** Given to a staff member who has no schedule yet: Monday to Friday, 09:00–17:00 Berlin time. */
export const DEFAULT_AVAILABILITY: Availability = {
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  daysOff: [],
};
