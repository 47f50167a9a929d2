import pino, { type Logger } from 'pino';
import { describeError } from './describe-error';

export type { Logger };

/**
 * Field names whose values never reach a line, whatever a caller passes (docs/decisions/064-pino-and-fast.md). The
 * error itself is safe by construction (`describeError` keeps identifiers only); these guard the other fields.
 */
const SECRET_FIELDS = [
  'email',
  'to',
  'from',
  'replyTo',
  'password',
  'passwordHash',
  'hash',
  'token',
  'tokenHash',
  'accessToken',
  'refreshToken',
  'jwt',
  'secret',
  'authorization',
  'cookie',
];
export const REDACTED_PATHS = [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`)];

/** Where lines go: anything with `write(line)`. The server writes to stderr; tests pass an array's push. */
export interface LogSink {
  write(line: string): void;
}

const stderr: LogSink = { write: (line) => void process.stderr.write(line) };

/**
 * One JSON line per event, as the server has always written them: `{"level":"error","time":"<ISO>","event":…}`
 * plus identifiers (request id, route pattern, row ids). Errors go through `describeError`, never pino's default
 * serializer, which would copy the message (a driver's message quotes the query parameters).
 */
export function createLogger(sink: LogSink = stderr): Logger {
  return pino(
    {
      base: null,
      messageKey: 'event',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: describeError, error: describeError },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    sink,
  );
}

/** The server's logger. */
export const logger = createLogger();

type Fields = Record<string, string | number | undefined>;

/** Logs a failure: the event, identifiers from `fields` (request id first), and the error reduced to identifiers. */
export function logError(event: string, error: unknown, fields: Fields = {}, log: Logger = logger) {
  log.error({ ...fields, error }, event);
}
