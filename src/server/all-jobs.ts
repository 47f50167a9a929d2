import { appointmentReminderJob } from './appointments/reminders';
import { ecbRateJob } from './eligibility/ecb';
import { packageRenewalJob } from './user-packages/renewal';
import { credentialCleanupJob } from './auth/credential-cleanup';
import { uploadSweepJob } from './files/sweep-job';
import { unreadMessageMailJob } from './messages/unread-mail';
import { liveEventCleanupJob } from './events/cleanup';
import type { Job } from './jobs/scheduler';
import type { Env } from './env';
import { mailOutboxJob } from './mail/outbox-job';

/**
 * Every scheduled job the server runs (`startServer` in server.ts starts them; each is due at once on a fresh database, then once per
 * interval across all processes). Add a resource's jobs here; a job whose interval is a setting takes it from `env`.
 */
export const allJobs = (env: Env): readonly Job[] => [
  credentialCleanupJob,
  packageRenewalJob,
  appointmentReminderJob,
  ecbRateJob,
  mailOutboxJob,
  uploadSweepJob,
  unreadMessageMailJob(env),
  liveEventCleanupJob,
];
