import type { Database } from '@/server/db/client';
import { messageRevisions } from '@/server/db/schema';
import { KeptAnswers, revisionReader } from '@/server/fast/kept-answers';
import { firstMessagePage } from './first-page';

/**
 * GET /api/messages (first page), kept per customer (fast/kept-answers.ts, decision 098). The page's statement builds
 * a JSON page of messages in PostgreSQL — about a fifth of the statements a second of a primary-key read — for a
 * list that every visit reads and that changes only when somebody writes or reads. The customer's
 * `message_revisions.rev` is bumped by triggers on every row the page shows (migration 0027): messages, their
 * attachments and the attached files' names, both read markers, the customer's advisor and that advisor's name and
 * photo. Nothing in the answer depends on the clock.
 */
export class FirstPageAnswers {
  private readonly answers: KeptAnswers;

  constructor(
    private readonly db: Database,
    private readonly fileUrl: (fileId: string) => string,
    private readonly advisorPhotoUrl: string,
    max?: number,
  ) {
    this.answers = new KeptAnswers(revisionReader(db, messageRevisions, 'message_rev'), max);
  }

  /** The page size is part of the key: the client asks for one size, but any size the schema allows is valid. */
  get(userId: string, limit: number) {
    return this.answers.get(userId, `${userId}:${limit}`, 0, async () => ({
      data: await firstMessagePage(this.db, userId, limit, this.fileUrl, this.advisorPhotoUrl),
    }));
  }

  get size() {
    return this.answers.size;
  }
}
