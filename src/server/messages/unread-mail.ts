import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { localePath } from '@/lib/i18n/locales';
import type { MessageSender } from '@/lib/schemas/messages';
import type { AppDeps } from '@/server/context';
import type { Env } from '@/server/env';
import { conversations, messages, users, type MessageRow, type User } from '@/server/db/schema';
import { translator } from '@/server/http/i18n';
import type { Job } from '@/server/jobs/scheduler';
import { logError } from '@/server/log/logger';
import { wantsEmail } from '@/server/notifications/preferences';
import { customerName, recipientsOf } from './recipients';

/** At most one such mail per conversation and side in this time. */
export const UNREAD_MAIL_GAP_MS = 60 * 60 * 1000;
/**
 * How far back the job looks (decision 114). A message becomes due after the delay, or at the latest a gap later, so
 * a job that runs finds it long before this; only one down for over a week leaves older ones unmailed, when a mail
 * about a week-old message is no use any more. The bound lets the job read the window's unmailed messages through
 * their partial index instead of every message of every conversation.
 */
export const UNREAD_MAIL_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;

const other = (side: MessageSender): MessageSender => (side === 'customer' ? 'staff' : 'customer');

/**
 * Conversations with a message of `sender` older than `delayMs` (and inside the lookback), unmailed, and after the
 * other side's read marker, whose other side was not mailed within the gap.
 */
export function dueConversations(db: AppDeps['db'], sender: MessageSender, now: Date, delayMs: number) {
  const readAt = sender === 'customer' ? conversations.staffReadAt : conversations.customerReadAt;
  const mailedAt = sender === 'customer' ? conversations.staffMailedAt : conversations.customerMailedAt;
  return db
    .selectDistinct({ id: conversations.id, customerId: conversations.customerId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.sender, sender),
        isNull(messages.mailedAt),
        // Still unread UNREAD_MAIL_DELAY_MS after it was written (10 min; the e2e run sets seconds).
        lte(messages.createdAt, new Date(now.getTime() - delayMs)),
        gt(messages.createdAt, new Date(now.getTime() - UNREAD_MAIL_LOOKBACK_MS)),
        or(isNull(readAt), gt(messages.createdAt, readAt)),
        or(isNull(mailedAt), lte(mailedAt, new Date(now.getTime() - UNREAD_MAIL_GAP_MS))),
      ),
    );
}

/**
 * Claims the due conversations (mailed_at, the side's mailed clock) in one transaction per conversation and answers
 * what to send.
 */
async function claim(deps: AppDeps, sender: MessageSender, now: Date) {
  const due = await dueConversations(deps.db, sender, now, deps.env.UNREAD_MAIL_DELAY_MS);
  const claimed: { customerId: string; unread: MessageRow[] }[] = [];
  for (const conversation of due) {
    const unread = await deps.db.transaction(async (tx) => {
      await tx
        .update(conversations)
        .set(sender === 'customer' ? { staffMailedAt: now } : { customerMailedAt: now })
        .where(eq(conversations.id, conversation.id));
      return tx
        .update(messages)
        .set({ mailedAt: now })
        .where(
          and(eq(messages.conversationId, conversation.id), eq(messages.sender, sender), isNull(messages.mailedAt)),
        )
        .returning();
    });
    claimed.push({ customerId: conversation.customerId, unread: unread.sort((a, b) => +a.createdAt - +b.createdAt) });
  }
  return claimed;
}

/** The mail in the recipient's language; the messages quoted only if they have not turned that off. */
async function mailOne(deps: AppDeps, recipient: User, senderName: string, unread: MessageRow[], link: string) {
  if (!(await wantsEmail(deps.db, recipient.id, 'new_message'))) return;
  const withText = await wantsEmail(deps.db, recipient.id, 'message_text_in_mail');
  const locale = recipient.preferredLanguage;
  const t = translator(locale);
  const site = deps.env.PUBLIC_SITE_URL.replace(/\/+$/, '');
  const quoted = unread.map((m) => m.body.replace(/^/gm, '> ')).join('\n\n');
  const text = [
    t('notifications:new_message.mail.intro', { sender: senderName }),
    withText ? `${t('notifications:new_message.mail.quote')}\n\n${quoted}` : t('notifications:new_message.mail.noText'),
    t('notifications:mail.open', { url: `${site}${localePath(locale, link)}` }),
    t('notifications:mail.footer', { url: `${site}${localePath(locale, '/dashboard/settings')}` }),
    t('notifications:mail.signature', { site: t('common:site.name') }),
  ];
  await deps.mailer.send({
    to: recipient.email,
    subject: t('notifications:new_message.mail.subject', { sender: senderName }),
    text: text.join('\n\n'),
  });
}

/** Mails each side about messages still unread after `UNREAD_MAIL_DELAY_MS` (decision 077). */
export async function sendUnreadMessageMails(deps: AppDeps, now: Date) {
  for (const sender of ['customer', 'staff'] as const) {
    for (const { customerId, unread } of await claim(deps, sender, now)) {
      const [customer] = await deps.db.select().from(users).where(eq(users.id, customerId));
      if (!customer || unread.length === 0) continue;
      const senderName =
        sender === 'customer' ? customerName(customer) : (unread.at(-1)!.staffName ?? customerName(customer));
      const link = sender === 'staff' ? '/dashboard/messages' : `/staff/case?id=${customerId}`;
      for (const recipient of await recipientsOf(deps.db, customer, sender))
        await mailOne(deps, recipient, senderName, unread, link).catch((error: unknown) =>
          logError('unread message mail failed', error, { conversationOf: customerId, side: other(sender) }),
        );
    }
  }
}

/** Runs every `UNREAD_MAIL_EVERY_MS` (1 min): the delay is counted in minutes, a finer tick buys nothing. */
export const unreadMessageMailJob = (env: Pick<Env, 'UNREAD_MAIL_EVERY_MS'>): Job => ({
  name: 'message-unread-mail',
  everyMs: env.UNREAD_MAIL_EVERY_MS,
  run: sendUnreadMessageMails,
});
