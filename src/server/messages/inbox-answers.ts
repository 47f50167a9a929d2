import type { Database } from '@/server/db/client';
import { answersBySequence, type SharedAnswers } from '@/server/fast/shared-answers';
import type { StaffMember } from '@/server/staff/access';
import { waitedSeconds, waitingConversations, type WaitingItem } from './inbox';

/** An inbox as JSON text cut where each item's `waitedSeconds` goes, with the instants they count from. */
interface KeptInbox {
  pieces: string[];
  since: number[];
}

/** One item's text around its `waitedSeconds`, in the field order of the plain answer. */
function itemPieces({ customer, advisor, waitingSince, unread, lastMessage }: WaitingItem): [string, string] {
  const head = JSON.stringify({ customer, advisor, waitingSince });
  const tail = JSON.stringify({ unread, lastMessage });
  return [`${head.slice(0, -1)},"waitedSeconds":`, `,${tail.slice(1)}`];
}

function keptInbox(items: WaitingItem[], total: number): KeptInbox {
  const pieces = ['{"items":['];
  items.forEach((item, i) => {
    const [head, tail] = itemPieces(item);
    pieces[pieces.length - 1] += `${i > 0 ? ',' : ''}${head}`;
    pieces.push(tail);
  });
  pieces[pieces.length - 1] += `],"total":${total}}`;
  return { pieces, since: items.map((item) => Date.parse(item.waitingSince)) };
}

/**
 * GET /api/staff/inbox kept per scope — every admin's is the same, an advisor's is their own — under the database's
 * `inbox_revision` number (migration 0030, decision 102). The statement read every waiting conversation's newest
 * message and unread count and counted up to 1,000 waiting rows (10–25 ms at 100k); a kept inbox costs the number's
 * read and, per request, the waited seconds written into the kept text — the one part that moves with the clock.
 */
export class InboxAnswers {
  private readonly answers: SharedAnswers<KeptInbox>;

  constructor(
    private readonly db: Database,
    now: () => number,
  ) {
    this.answers = answersBySequence(db, 'inbox_revision', now, { max: 256 });
  }

  /** The answer's data as JSON text, the same bytes as `JSON.stringify` of the plain answer at `now`. */
  async text(staff: StaffMember, limit: number, now: number): Promise<string> {
    const scope = staff.role === 'admin' ? 'admin' : staff.id;
    const { pieces, since } = await this.answers.get(`${scope}:${limit}`, async () => {
      const { items, total } = await waitingConversations(this.db, staff, limit);
      return keptInbox(items, total);
    });
    let text = pieces[0]!;
    for (let i = 0; i < since.length; i++) text += waitedSeconds(since[i]!, now) + pieces[i + 1]!;
    return text;
  }
}
