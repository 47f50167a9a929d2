import type { Locale } from '@/lib/i18n/locales';
import type { AuditDetail } from '@/lib/schemas/audit';
import { readPlanContent } from '@/lib/plan/content';
import type { Transaction } from '@/server/db/transaction';
import type { StaffMember } from '@/server/staff/access';
import { audited } from '@/server/staff/audit';

/** A staff write on a case's plan, audited in its transaction (decision 033): every plan row has this frame. */
export const auditPlan = (
  tx: Transaction,
  staff: StaffMember,
  customerId: string,
  action: 'plan.route' | 'plan.item',
  detail: AuditDetail,
  at: Date,
) => audited(tx, { actor: staff, action, targetType: 'case', targetId: customerId, caseId: customerId, detail, at });

/**
 * The plan item a `plan.item` audit row names, as the reader reads it (decision 085): a checklist item by its
 * content title in the reader's language, the advisor's own item by the title written into the row when it was
 * changed (it may be gone since). null: not a plan row, or a key the content no longer has.
 */
export function planItemTitle(action: string, detail: Record<string, unknown>, locale: Locale): string | null {
  if (action !== 'plan.item') return null;
  if (typeof detail.title === 'string') return detail.title;
  const item = readPlanContent().items.find((entry) => entry.key === detail.item);
  return item?.text[locale].title ?? null;
}
