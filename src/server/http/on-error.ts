import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { runtimeServerKey } from '@/lib/i18n/server-keys';
import type { AppEnv } from '@/server/context';
import { OwnerGoneError } from '@/server/db/errors';
import { ApiError, unauthorized } from './errors';
import { translator } from './i18n';
import { logError } from '@/server/log/logger';

/**
 * The single error handler: every failure leaves the API as the envelope of DESIGN.md, worded in the caller's
 * language. Unknown errors are logged (identifiers only, see log/describe-error.ts) and answered as a generic 500 so no internals
 * leak; the answer's X-Request-Id names the log line.
 */
export function onError(err: Error, c: Context<AppEnv>) {
  const t = c.get('t') ?? translator(DEFAULT_LOCALE);
  let apiError: ApiError;
  if (err instanceof ApiError) apiError = err;
  else if (err instanceof OwnerGoneError) apiError = unauthorized();
  else if (err instanceof HTTPException && err.status < 500)
    apiError = new ApiError(err.status as 400, 'BAD_REQUEST', 'errors:common.unexpected');
  else {
    logError('request failed', err, { requestId: c.get('requestId'), method: c.req.method, route: routePath(c) });
    apiError = new ApiError(500, 'SERVER_ERROR', 'errors:common.server');
  }
  const { vars, fields, headers, literalMessage } = apiError.options;
  const message = t(apiError.messageKey, vars);
  for (const [name, value] of Object.entries(headers ?? {})) c.header(name, value);
  return c.json(
    {
      success: false as const,
      message: literalMessage ?? message,
      error: {
        code: apiError.code,
        message,
        ...(fields && {
          fields: Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, t(runtimeServerKey(m.key), m.vars)])),
        }),
      },
    },
    apiError.status,
  );
}
