/**
 * The few points the ground floor reports to metrics, as plain functions that do nothing until `startMetrics`
 * (registry.ts) replaces them: with metrics off (no METRICS_TOKEN or METRICS_PORT), prom-client is never loaded and
 * each call is one empty function call (decision 073).
 */
export const observe = {
  /** A scheduled job ran (`ok`) or threw (`failed`). */
  jobRun: (_job: string, _result: 'ok' | 'failed'): void => undefined,
  /** One outbox attempt: sent, to be retried, or given up. */
  mailAttempt: (_result: 'sent' | 'retry' | 'failed'): void => undefined,
  /** An upload's bytes, counted once the file was accepted. */
  uploadBytes: (_bytes: number): void => undefined,
};
