import { eq } from 'drizzle-orm';
import type { UserRole } from '@/lib/schemas/roles';
import type { AppDeps } from '@/server/context';
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

interface Entry {
  role: UserRole | null;
  expiresAt: number;
}

/** Per process: user id → role (null: no such account), each for LIVE_USER_TTL_MS; one query per id at a time. */
export class LiveUsers {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<UserRole | null>>();
  /** Bumped by `forget`: a lookup that started before it may have read the old row, so its answer is not kept. */
  private generation = 0;

  constructor(private readonly deps: AppDeps) {}

  /** The account's role, or null when it no longer exists. */
  role(userId: string): Promise<UserRole | null> {
    if (!UUID.test(userId)) return Promise.resolve(null);
    const entry = this.entries.get(userId);
    if (entry && entry.expiresAt > this.deps.now().getTime()) return Promise.resolve(entry.role);
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

  /** The account was deleted or its role changed: ask the database on the next request. */
  forget(userId: string) {
    this.entries.delete(userId);
    this.loading.delete(userId);
    this.generation += 1;
  }

  private async load(userId: string, generation: number): Promise<UserRole | null> {
    const [row] = await this.deps.db
      .select({ role: users.role, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, userId));
    // A deactivated staff account is refused like a deleted one.
    const role = row && !row.deactivatedAt ? row.role : null;
    if (generation === this.generation) this.remember(userId, role);
    return role;
  }

  private remember(userId: string, role: UserRole | null) {
    this.entries.delete(userId);
    // Insertion order is age order: past the cap the oldest entry goes.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userId, { role, expiresAt: this.deps.now().getTime() + LIVE_USER_TTL_MS });
  }
}

const perApp = new WeakMap<AppDeps, LiveUsers>();

/** The app's cache (one per AppDeps, so every test context has its own). */
export function liveUsers(deps: AppDeps): LiveUsers {
  let cache = perApp.get(deps);
  if (!cache) perApp.set(deps, (cache = new LiveUsers(deps)));
  return cache;
}
