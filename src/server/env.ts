import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Environment variables, validated once at start (`.env.example` documents each). */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4321),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DIST_DIR: z.string().min(1).default('./dist'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** Default: the site's name at `no-reply@<PUBLIC_SITE_URL's host>` (src/server/site.ts). */
    MAIL_FROM: z.string().min(3).optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL: positiveInt(900),
    TRUST_PROXY: bool,
    /**
     * Read at start: where links in mails point. Default: the address the server listens on (src/server/site.ts).
     * The build reads it too, for canonical links: one build can still serve any host.
     */
    PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    RATE_LIMIT_CONTACT: positiveInt(5),
    RATE_LIMIT_LOGIN: positiveInt(10),
    RATE_LIMIT_AUTH_IP: positiveInt(100),
    RATE_LIMIT_REGISTER: positiveInt(20),
    RATE_LIMIT_FORGOT: positiveInt(5),
    RATE_LIMIT_VERIFY: positiveInt(5),
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.DATABASE_URL && !env.JWT_SECRET), {
    path: ['JWT_SECRET'],
    message: 'is required when NODE_ENV=production uses a PostgreSQL server (DATABASE_URL)',
  });

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment or throws one readable message listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "unset" (a blank line copied from .env.example must not fail validation).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}
