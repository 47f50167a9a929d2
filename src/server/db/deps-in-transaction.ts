import type { AppDeps } from '@/server/context';
import type { Database } from './client';

/**
 * The deps of code running inside a transaction: its queries and the mails it queues (the outbox) both go through
 * `tx`, so the mails leave only if the change that caused them commits (decision 072). Jobs get these; a route
 * that mails inside its own transaction passes them down.
 */
export const depsInTransaction = (deps: AppDeps, tx: Database): AppDeps => ({
  ...deps,
  db: tx,
  mailer: deps.mailer.within(tx),
});
