import { z } from 'zod';
import { email } from '@/lib/schemas/fields';
import { password } from '@/lib/schemas/password';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** A shared field rule, with a message fit for a terminal (the rule's own messages are translation keys). */
const fieldRule = <T extends z.ZodType<string, string>>(schema: T, message: string) =>
  z.string().transform((value, ctx) => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** Environment variables, validated once at start (`.env.example` documents each). */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4321),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DIST_DIR: z.string().min(1).default('./dist'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    // PostgreSQL time limits: opening a connection, one statement, waiting for a pool connection (decision 070).
    DB_CONNECT_TIMEOUT_MS: positiveInt(2000),
    DB_STATEMENT_TIMEOUT_MS: positiveInt(5000),
    DB_ACQUIRE_TIMEOUT_MS: positiveInt(2000),
    /** Embedded PGlite's page cache, in its WebAssembly memory that is never given back (decision 094). */
    PGLITE_SHARED_BUFFERS: z
      .string()
      .regex(/^\d+(kB|MB|GB)$/, 'must be a size such as 16MB')
      .default('16MB'),
    /** How long SIGTERM/SIGINT lets running requests finish before a forced exit (decision 071). */
    SHUTDOWN_GRACE_MS: positiveInt(25_000),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** SMTP time limits: a silent server fails the attempt and the outbox retries it (decision 072). */
    SMTP_CONNECTION_TIMEOUT_MS: positiveInt(10_000),
    SMTP_GREETING_TIMEOUT_MS: positiveInt(10_000),
    SMTP_SOCKET_TIMEOUT_MS: positiveInt(30_000),
    /** Outbox retries: first delay, doubling up to the maximum, for the window (from queueing), then "failed". */
    MAIL_RETRY_BASE_MS: positiveInt(30_000),
    MAIL_RETRY_MAX_MS: positiveInt(60 * 60_000),
    MAIL_RETRY_WINDOW_MS: positiveInt(24 * 60 * 60_000),
    /** Default: the site's name at `no-reply@<PUBLIC_SITE_URL's host>` (src/server/site.ts). */
    MAIL_FROM: z.string().min(3).optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL: positiveInt(900),
    TRUST_PROXY: bool,
    /** Send Strict-Transport-Security on every answer (else only to requests that arrived over TLS). */
    HSTS: bool,
    /**
     * Read at start: where links in mails point. Default: the address the server listens on (src/server/site.ts).
     * The build reads it too, for canonical links: one build can still serve any host.
     */
    PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    /** Production without Stripe: take "payments" through the built-in test provider anyway (demos, load tests). */
    PAYMENTS_TEST_PROVIDER: bool,
    FILE_STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default('eu-central-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool,
    /** Where rate-limit counters live; default: `database` with DATABASE_URL (shared by every process), else `memory`. */
    RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
    /** GET /metrics on the main port for `Authorization: Bearer <token>` (decision 073); off when neither is set. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** /metrics on its own port instead (on HOST), for a Prometheus that reaches only that port. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** OpenTelemetry traces (HTTP + database) to this OTLP/HTTP collector; nothing is loaded without it. */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    OTEL_SERVICE_NAME: z.string().min(1).default('germany-relocation-portal'),
    /** How often each process checks whether a scheduled job is due (jobs run once per interval across processes). */
    JOB_TICK_MS: positiveInt(30_000),
    /** Another address for Stripe's API (a local stub or stripe-mock); Stripe's own when unset. */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    RATE_LIMIT_CONTACT: positiveInt(5),
    RATE_LIMIT_LOGIN: positiveInt(10),
    RATE_LIMIT_AUTH_IP: positiveInt(100),
    RATE_LIMIT_REGISTER: positiveInt(20),
    RATE_LIMIT_FORGOT: positiveInt(5),
    // The first admin, created at start while the database has no admin (src/server/staff/first-admin.ts).
    ADMIN_EMAIL: fieldRule(email, 'must be an e-mail address').optional(),
    ADMIN_PASSWORD: fieldRule(password, 'needs at least 8 characters, an uppercase letter and a digit').optional(),
    RATE_LIMIT_SUPPORT: positiveInt(5),
    /** Messages one account may write per hour (customer and staff alike; decision 077). */
    RATE_LIMIT_MESSAGES: positiveInt(60),
    /** A message still unread this long after it was written is mailed about (decision 077; 10 min). */
    UNREAD_MAIL_DELAY_MS: positiveInt(10 * 60_000),
    /** How often the unread-message mail job runs (once per interval across processes; 1 min). */
    UNREAD_MAIL_EVERY_MS: positiveInt(60_000),
    /** How often an open GET /api/events stream gets a heartbeat comment (decision 078). */
    EVENTS_HEARTBEAT_MS: positiveInt(25_000),
    /** The ECB's daily euro reference rates (XML), fetched once a day for the cost planner's lira amounts. */
    ECB_RATES_URL: z.url().default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),
    /** Lira per euro used while no ECB rate has ever been fetched (offline installs); shown with its date. */
    ECB_FALLBACK_EUR_TRY: z.coerce.number().positive().optional(),
    ECB_FALLBACK_DATE: z.iso.date().optional(),
    RATE_LIMIT_REFRESH: positiveInt(30),
    RATE_LIMIT_VERIFY: positiveInt(5),
  })
  .refine((env) => (env.ECB_FALLBACK_EUR_TRY === undefined) === (env.ECB_FALLBACK_DATE === undefined), {
    path: ['ECB_FALLBACK_DATE'],
    message: 'ECB_FALLBACK_EUR_TRY and ECB_FALLBACK_DATE go together (a rate is always shown with its date)',
  })
  .refine((env) => env.FILE_STORAGE !== 's3' || env.S3_BUCKET, {
    path: ['S3_BUCKET'],
    message: 'is required when FILE_STORAGE=s3',
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.DATABASE_URL && !env.JWT_SECRET), {
    path: ['JWT_SECRET'],
    message: 'is required when NODE_ENV=production uses a PostgreSQL server (DATABASE_URL)',
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message: 'is required with STRIPE_SECRET_KEY (payments are confirmed by signed webhooks)',
  })
  // Without Stripe every checkout goes to the test provider, whose test card delivers packages for free: a
  // production server must not drift into that because a variable went missing (docs/decisions/040).
  .refine((env) => env.NODE_ENV !== 'production' || env.STRIPE_SECRET_KEY || env.PAYMENTS_TEST_PROVIDER, {
    path: ['STRIPE_SECRET_KEY'],
    message:
      'is required when NODE_ENV=production (or set PAYMENTS_TEST_PROVIDER=true to sell through the test provider, which charges nothing)',
  })
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither',
  })
  .transform((env) => ({
    ...env,
    RATE_LIMIT_STORE: env.RATE_LIMIT_STORE ?? (env.DATABASE_URL ? 'database' : 'memory'),
  }));

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

/** The environment once start-up has settled the JWT secret, the site address and the sender. */
export type RuntimeEnv = Omit<Env, 'JWT_SECRET' | 'PUBLIC_SITE_URL' | 'MAIL_FROM'> & {
  JWT_SECRET: string;
  PUBLIC_SITE_URL: string;
  MAIL_FROM: string;
};
