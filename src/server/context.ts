import type { Locale } from '@/lib/i18n/locales';
import type { UserRole } from '@/lib/schemas/roles';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { Translate } from './http/i18n';
import type { RuntimeEnv } from './env';

export type { RuntimeEnv };

/** Everything a route needs from the outside world, built once by `createDeps` (deps.ts) when `startServer` (server.ts) starts (or per test) and passed down. */
export interface AppDeps {
  env: RuntimeEnv;
  db: Database;
  mailer: Mailer;
  /** Injectable clock so expiry rules are testable without waiting. */
  now: () => Date;
}

/** Hono's typing for `c.var`: set by the request-id, locale and auth middlewares. */
export interface AppEnv {
  Variables: {
    requestId: string;
    locale: Locale;
    t: Translate;
    userId: string;
    /** The signed-in user's role, from the same check that found the account alive (http/auth.ts). */
    role: UserRole;
  };
}
