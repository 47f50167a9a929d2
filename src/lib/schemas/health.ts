import { z } from 'zod';

/** GET /api/health and /api/health/live: the process answers and its clock (the container's health check reads it). */
export const healthSchema = z.object({ status: z.literal('ok'), time: z.iso.datetime() });

const check = z.enum(['ok', 'failed', 'skipped']);

/** GET /api/health/ready when every check passed (`skipped`: not checked here, e.g. an S3 bucket). */
export const readySchema = z.object({
  status: z.literal('ready'),
  checks: z.object({ database: check, migrations: check, storage: check }),
});
