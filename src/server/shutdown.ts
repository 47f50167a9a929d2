import type { Server } from 'node:http';
import { logError, logger, type Logger } from './log/logger';

/**
 * The graceful stop (docs/decisions/071-shutdown-sweep-backups.md). `startServer` (server.ts) lists the steps;
 * `stopOnSignals` runs them on SIGTERM/SIGINT within SHUTDOWN_GRACE_MS, or logs a forced exit and exits 1.
 */
export interface ShutdownStep {
  name: string;
  run: () => unknown;
}

/** What a stop winds down. Another part with something to stop adds it here and one line in `shutdownSteps`. */
export interface Stoppable {
  server: Server;
  /** Resolves when no request handler is running any more (http/in-flight.ts). */
  requestsIdle: () => Promise<void>;
  stopJobs: () => void;
  /** The backup control socket (backup/control.ts). */
  closeControl: () => Promise<void>;
  /** The metrics listener and the trace exporter (metrics/start.ts). */
  stopObservability: () => Promise<void>;
  /** Open Server-Sent Events streams (events/hub.ts). */
  closeStreams: () => Promise<void>;
  flushMail: () => Promise<void>;
  closeDatabase: () => Promise<void>;
}

/**
 * Stops listening at once and keeps closing connections as they fall idle: a keep-alive connection whose request
 * finished is closed instead of waiting out its 65 s idle time. Resolves when the last connection is gone.
 */
function stopAccepting(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  return closed.finally(() => clearInterval(sweep));
}

/** The order matters: no new work, then running requests finish, then what they used is closed. */
export function shutdownSteps(parts: Stoppable): ShutdownStep[] {
  let connectionsClosed: Promise<void> = Promise.resolve();
  return [
    { name: 'stop jobs', run: parts.stopJobs },
    { name: 'close the backup socket', run: parts.closeControl },
    { name: 'stop accepting', run: () => void (connectionsClosed = stopAccepting(parts.server)) },
    { name: 'end event streams', run: parts.closeStreams },
    { name: 'finish requests', run: parts.requestsIdle },
    { name: 'close connections', run: () => connectionsClosed },
    { name: 'stop metrics and traces', run: parts.stopObservability },
    { name: 'flush mail', run: parts.flushMail },
    { name: 'close database', run: parts.closeDatabase },
  ];
}

/** Runs the steps in order, each awaited; a failing step is logged and the rest still run. */
export async function runShutdown(steps: readonly ShutdownStep[], log: Logger = logger) {
  let failed = false;
  for (const step of steps) {
    try {
      await step.run();
    } catch (error) {
      failed = true;
      logError('shutdown step failed', error, { step: step.name }, log);
    }
  }
  return !failed;
}

/**
 * On the first SIGTERM or SIGINT: run `stop`, exit 0 when it finished (1 when a step failed). Past `graceMs` the
 * process exits 1 with a logged "forced exit" whatever is still running; a second signal changes nothing.
 */
export function stopOnSignals(
  stop: () => Promise<boolean>,
  graceMs: number,
  options: { log?: Logger; exit?: (code: number) => void } = {},
) {
  const { log = logger, exit = (code: number) => process.exit(code) } = options;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, graceMs }, 'shutting down');
    const started = Date.now();
    const force = setTimeout(() => {
      log.error({ graceMs }, 'forced exit: still busy when the shutdown grace ran out');
      exit(1);
    }, graceMs);
    void stop().then((clean) => {
      clearTimeout(force);
      log.info({ ms: Date.now() - started }, clean ? 'stopped' : 'stopped with errors');
      exit(clean ? 0 : 1);
    });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
