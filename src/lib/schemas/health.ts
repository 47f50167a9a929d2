import { z } from 'zod';

/** GET /api/health: the process answers and its clock (the container's health check reads it). */
export const healthSchema = z.object({ status: z.literal('ok'), time: z.iso.datetime() });
