import { and, eq, isNull } from 'drizzle-orm';
import type { MessageSender } from '@/lib/schemas/messages';
import type { AppDeps } from '@/server/context';
import type { Database } from '@/server/db/client';
import { users, type User } from '@/server/db/schema';
import { logError } from '@/server/log/logger';
import { notify } from '@/server/notifications/notify';

/**
 * Who reads what `sender` wrote in a customer's conversation: the customer, or on the staff side their advisor —
 * every active admin while the case has none (the shared inbox).
 */
export async function recipientsOf(db: Database, customer: User, sender: MessageSender): Promise<User[]> {
  if (sender === 'staff') return [customer];
  if (customer.assignedAdvisorId) {
    const [advisor] = await db.select().from(users).where(eq(users.id, customer.assignedAdvisorId));
    if (advisor && !advisor.deactivatedAt) return [advisor];
  }
  return db
    .select()
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
}

export const customerName = (customer: Pick<User, 'firstName' | 'lastName'>) =>
  `${customer.firstName} ${customer.lastName}`;

/**
 * The in-app "new message" notification, at once, for every recipient; the e-mail waits (unread-mail.ts). After the
 * message committed: a failure here is logged and never takes the message back.
 */
export async function notifyNewMessage(
  deps: AppDeps,
  customerId: string,
  message: { id: string; sender: MessageSender; staffName: string | null },
) {
  try {
    const [customer] = await deps.db.select().from(users).where(eq(users.id, customerId));
    if (!customer) return;
    const sender = message.sender === 'staff' ? (message.staffName ?? '') : customerName(customer);
    for (const recipient of await recipientsOf(deps.db, customer, message.sender))
      await notify(deps, recipient.id, {
        kind: 'new_message',
        key: `message:${message.id}`,
        params: { sender },
        link: message.sender === 'staff' ? '/dashboard/messages' : `/staff/case?id=${customerId}`,
        mailLater: true,
        ...(message.sender === 'customer' && { aboutUserId: customerId }),
      });
  } catch (error) {
    logError('new message notification failed', error, { messageId: message.id });
  }
}
