// The rows that pile up: notifications (≈50 a customer, 10,000+ for the heavy ones), the audit log (20 rows a
// customer, in time order like the real one), conversations with messages, and route plans with advisor changes.
import { ADMIN_ID, ADVISORS, advisorId, customer, customers } from './people';
import { DAY_MS, rngFor, seqId, TAG } from './random';
import { MESSAGE_TEXTS } from './names';
import type { Cell } from './loader';
import type { Plan } from './plan';

export const NOTIFICATION_COLUMNS = [
  'id',
  'user_id',
  'kind',
  'title_key',
  'message_key',
  'params',
  'link',
  'idempotency_key',
  'read_at',
  'created_at',
] as const;

const KINDS = [
  ['appointment_confirmed', 3],
  ['appointment_reminder', 3],
  ['appointment_changed', 1],
  ['payment_received', 2],
  ['document_approved', 4],
  ['document_rejected', 1],
  ['step_completed', 2],
  ['new_message', 4],
] as const;
const LINKS: Record<string, string> = {
  appointment: '/dashboard/appointments',
  payment: '/dashboard/payments',
  document: '/dashboard/documents',
  step: '/dashboard',
  new: '/dashboard/messages',
};

export function* notificationRows(plan: Plan): Generator<Cell[]> {
  let id = 0;
  for (const c of customers(plan)) {
    const r = rngFor(plan.seed, c.i, 5);
    const span = plan.now - c.createdAt.getTime();
    for (let k = 0; k < c.notifications; k++) {
      const kind = r.weighted(KINDS);
      const at = new Date(c.createdAt.getTime() + Math.floor((span * (k + r.next())) / c.notifications));
      const params = kind.startsWith('appointment')
        ? {
            appointmentType: 'consultation',
            start: at.toISOString(),
            end: new Date(at.getTime() + 1_800_000).toISOString(),
          }
        : kind === 'payment_received'
          ? { amountCents: 9900, currency: 'EUR' }
          : kind.startsWith('document')
            ? { document: 'Diploma (apostilli)' }
            : kind === 'new_message'
              ? { sender: 'Danışmanınız' }
              : {};
      const unread = k >= c.notifications - r.int(0, 12);
      yield [
        seqId(TAG.notification, id++),
        c.id,
        kind,
        `notifications:${kind}.title`,
        `notifications:${kind}.message`,
        params,
        LINKS[kind.split('_')[0]!] ?? null,
        `seed:${k}`,
        unread ? null : new Date(at.getTime() + 3_600_000),
        at,
      ];
    }
  }
}

export const AUDIT_COLUMNS = [
  'at',
  'actor_id',
  'actor_role',
  'action',
  'target_type',
  'target_id',
  'case_id',
  'detail',
] as const;

const ACTIONS = [
  ['document.review', 'document', 6],
  ['step.status', 'userPackage', 3],
  ['case.message', 'message', 5],
  ['case.messagesRead', 'case', 4],
  ['case.note', 'note', 1],
  ['case.assign', 'case', 1],
] as const;

/** 20 rows a customer, oldest first (the identity column then orders them as time did). */
export function* auditRows(plan: Plan): Generator<Cell[]> {
  const total = plan.customers * 20;
  const span = 700 * DAY_MS;
  for (let n = 0; n < total; n++) {
    const r = rngFor(plan.seed, n, 6);
    const c = customer(plan, r.int(0, plan.customers - 1));
    const [action, target] = r.weighted(ACTIONS.map(([a, t, w]) => [[a, t], w] as const));
    const admin = r.chance(0.1);
    const actor = admin ? ADMIN_ID : advisorId(c.advisor ?? r.int(0, ADVISORS - 1));
    const detail =
      action === 'document.review'
        ? { status: r.pick(['approved', 'rejected']) }
        : action === 'step.status'
          ? { status: 'completed' }
          : {};
    yield [
      new Date(plan.now - span + Math.floor((span * n) / total)),
      actor,
      admin ? 'admin' : 'advisor',
      action,
      target,
      target === 'case' ? c.id : seqId(TAG.file, n),
      c.id,
      detail,
    ];
  }
}

export const CONVERSATION_COLUMNS = [
  'id',
  'customer_id',
  'customer_read_at',
  'staff_read_at',
  'waiting_since',
  'last_message_at',
  'created_at',
] as const;
export const MESSAGE_COLUMNS = [
  'id',
  'conversation_id',
  'sender',
  'staff_name',
  'body',
  'created_at',
  'mailed_at',
] as const;

/** Messages of one conversation, oldest first; the conversation row follows from them. */
function thread(plan: Plan, i: number) {
  const c = customer(plan, i);
  const r = rngFor(plan.seed, i, 7);
  const start = c.createdAt.getTime() + 4 * DAY_MS;
  const step = (plan.now - start) / Math.max(1, c.messages + 1);
  return Array.from({ length: c.messages }, (_, k) => ({
    id: seqId(TAG.message, i * 512 + k),
    sender: r.chance(0.55) ? ('customer' as const) : ('staff' as const),
    body: r.pick(MESSAGE_TEXTS),
    at: new Date(start + Math.floor(step * (k + 1))),
  }));
}

export function* conversationTables(plan: Plan, table: 'conversations' | 'messages'): Generator<Cell[]> {
  for (const c of customers(plan)) {
    if (c.messages === 0) continue;
    const conversation = seqId(TAG.conversation, c.i);
    const messages = thread(plan, c.i);
    const last = messages.at(-1)!;
    if (table === 'conversations') {
      const waiting = last.sender === 'customer' && c.i % 3 === 0 ? last.at : null;
      yield [
        conversation,
        c.id,
        last.at,
        waiting ? new Date(last.at.getTime() - DAY_MS) : last.at,
        waiting,
        last.at,
        messages[0]!.at,
      ];
    } else
      for (const m of messages)
        yield [m.id, conversation, m.sender, m.sender === 'staff' ? 'Danışman' : null, m.body, m.at, m.at];
  }
}

/** The route of 60 % of the finished cases; a third of those with an item the advisor waived or moved. */
export function* planTables(plan: Plan, table: 'case_plans' | 'case_plan_items'): Generator<Cell[]> {
  for (const c of customers(plan)) {
    const r = rngFor(plan.seed, c.i, 8);
    if (!c.completed || !r.chance(0.6)) continue;
    const at = new Date(c.createdAt.getTime() + 5 * DAY_MS);
    if (table === 'case_plans')
      yield [c.id, r.pick(['18a', '18b', '18g', '16d', '20a']), r.pick(['check', 'advisor']), at];
    else if (r.chance(0.33)) {
      yield [c.id, plan.planItems[0]!, false, 5, at];
      yield [c.id, plan.planItems[plan.planItems.length - 1]!, true, null, at];
    }
  }
}
