import { appointmentReminderJob } from '../appointments/reminders';
import { packageRenewalJob } from '../user-packages/renewal';
import { credentialCleanupJob } from './cleanup';
import type { Job } from './scheduler';

/** Every scheduled job the server runs (main.ts starts them). Add a resource's jobs here. */
export const allJobs: readonly Job[] = [credentialCleanupJob, packageRenewalJob, appointmentReminderJob];
