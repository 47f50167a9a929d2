import { eq, sql } from 'drizzle-orm';
import type { UserRole } from '@/lib/schemas/roles';
import type { AppDeps } from '@/server/context';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';

/**
 * How long one process trusts what it learnt about an account (it exists, with this role) before asking the
 * database again. The bound on staleness across processes: an account deleted, or a role changed, through another
 * process is noticed here within this time. In the process that made the change it is immediate (`forget`).
 * See docs/decisions/013-live-account-check.md.
 */
export const LIVE_USER_TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The PostgreSQL channel on which a committed change to an account (password, sessions, deactivation, deletion)
 * is announced, so every process forgets its cached entry at once instead of within LIVE_USER_TTL_MS (decision 076).
 */
export const ACCOUNT_CHANGES_CHANNEL = 'account_changes';

/** Tells every process, when `tx` commits, to read the account again (NOTIFY is delivered at commit, or not at all). */
export async function announceAccountChange(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${ACCOUNT_CHANGES_CHANNEL}, ${userId})`);
}

/** A live account: its role and the session epoch its access tokens must carry. */
export interface LiveAccount {
  role: UserRole;
  epoch: number;
}

interface Entry {
  account: LiveAccount | null;
  expiresAt: number;
}

/** Per process: user id → account (null: none), each for LIVE_USER_TTL_MS; one query per id at a time. */
export class LiveUsers {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<LiveAccount | null>>();
  /** Bumped by `forget`: a lookup that started before it may have read the old row, so its answer is not kept. */
  private generation = 0;

  constructor(private readonly deps: AppDeps) {}

  /** The account's role and session epoch, or null when it no longer exists (or is deactivated). */
  account(userId: string): Promise<LiveAccount | null> {
    if (!UUID.test(userId)) return Promise.resolve(null);
    const entry = this.entries.get(userId);
    if (entry && entry.expiresAt > this.deps.now().getTime()) return Promise.resolve(entry.account);
    let pending = this.loading.get(userId);
    if (!pending) {
      const started = this.load(userId, this.generation);
      this.loading.set(userId, started);
      const done = () => {
        if (this.loading.get(userId) === started) this.loading.delete(userId);
      };
      started.then(done, done);
      pending = started;
    }
    return pending;
  }

  /** The account was deleted, deactivated, or its role or epoch changed: ask the database on the next request. */
  forget(userId: string) {
    this.entries.delete(userId);
    this.loading.delete(userId);
    this.generation += 1;
  }

  private async load(userId: string, generation: number): Promise<LiveAccount | null> {
    const [row] = await this.deps.db
      .select({ role: users.role, epoch: users.sessionEpoch, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, userId));
    // A deactivated staff account is refused like a deleted one.
    const account = row && !row.deactivatedAt ? { role: row.role, epoch: row.epoch } : null;
    if (generation === this.generation) this.remember(userId, account);
    return account;
  }

  private remember(userId: string, account: LiveAccount | null) {
    this.entries.delete(userId);
    // Insertion order is age order: past the cap the oldest entry goes.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userId, { account, expiresAt: this.deps.now().getTime() + LIVE_USER_TTL_MS });
  }
}

const perApp = new WeakMap<AppDeps, LiveUsers>();

/** The app's cache (one per AppDeps, so every test context has its own). */
export function liveUsers(deps: AppDeps): LiveUsers {
  let cache = perApp.get(deps);
  if (!cache) perApp.set(deps, (cache = new LiveUsers(deps)));
  return cache;
}
