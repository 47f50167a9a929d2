import type { Database } from '@/server/db/client';
import { FrozenJson } from '@/server/fast/frozen-json';
import { answersBySequence, type SharedAnswers } from '@/server/fast/shared-answers';
import { listStaffUsers } from './staff-user-view';

/**
 * GET /api/staff/users (the team page) kept under the database's `team_revision` number (migration 0030, decision
 * 102): the same list for every admin, changed only by a staff account's shown columns (a sign-in included) or a case
 * count, each advancing the number at commit. The read itself was cheap (0.2 ms at 100k); mapping and serialising
 * 50 accounts per request cost about three times what the kept answer's number read does.
 */
export class TeamAnswers {
  private readonly answers: SharedAnswers<FrozenJson>;

  constructor(
    private readonly db: Database,
    now: () => number,
  ) {
    this.answers = answersBySequence(db, 'team_revision', now, { max: 1 });
  }

  get(): Promise<FrozenJson> {
    return this.answers.get('team', async () => FrozenJson.ok(await listStaffUsers(this.db)));
  }
}
