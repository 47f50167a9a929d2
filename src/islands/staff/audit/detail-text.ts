import type { TFunction } from 'i18next';
import { appointmentStatusSchema } from '@/lib/schemas/appointments';
import type { AuditEntry } from '@/lib/schemas/audit';
import { reviewStatusSchema } from '@/lib/schemas/documents';
import { staffRoleSchema } from '@/lib/schemas/staff';
import { stepStatusSchema } from '@/lib/schemas/user-packages';
import { personName } from '@/islands/staff/format';

type T = TFunction<'staff'>;

/**
 * An audit row's detail as a sentence in the console's language (issue 29): "Appointment confirmed · before:
 * Pending", "Assigned: Deniz Kaya · round robin". Ids become the names the API sends in `people`; a detail this
 * file does not know (an action added later) falls back to its key: value pairs.
 */
export function auditDetailText(t: T, entry: AuditEntry): string {
  const d = entry.detail;
  const name = (id: unknown) =>
    typeof id === 'string' ? (personName(entry.people[id] ?? null) ?? t('audit.detail.unknownPerson')) : null;
  const parts = ((): (string | null)[] => {
    switch (entry.action) {
      case 'appointment.status': {
        const to = appointmentStatusSchema.safeParse(d.to);
        const from = appointmentStatusSchema.safeParse(d.from);
        return [
          to.success ? t(`audit.detail.appointment.${to.data}`) : null,
          from.success ? t('audit.detail.before', { status: t(`appointments.status.${from.data}`) }) : null,
        ];
      }
      case 'case.assign':
        return [
          d.to ? t('audit.detail.assignedTo', { name: name(d.to) }) : t('audit.detail.unassigned'),
          d.from ? t('audit.detail.assignedFrom', { name: name(d.from) }) : null,
          d.mode === 'roundRobin' || d.mode === 'manual' ? t(`audit.detail.mode.${d.mode}`) : null,
        ];
      case 'document.review': {
        const decision = reviewStatusSchema.safeParse(d.decision);
        return [decision.success ? t(`documents.status.${decision.data}`) : null];
      }
      case 'document.upload':
        return [typeof d.name === 'string' ? d.name : null];
      case 'step.status': {
        const status = stepStatusSchema.safeParse(d.status);
        return [
          status.success ? t(`steps.status.${status.data}`) : null,
          typeof d.progress === 'number' ? t('steps.percent', { value: d.progress }) : null,
        ];
      }
      case 'availability.update':
        return [t('audit.detail.availability', { hours: d.weeklyHours ?? 0, days: d.daysOff ?? 0 })];
      case 'case.note':
      case 'case.message':
      case 'case.messagesRead':
      case 'mail.retry':
        return [];
      case 'plan.route':
        return [typeof d.route === 'string' ? t('audit.detail.route', { route: d.route }) : null];
      case 'plan.item': {
        // The title the API resolved in the reader's language; the raw key only for an item the content dropped.
        const item = entry.planItemTitle ?? (typeof d.item === 'string' ? d.item : null);
        const named = item ? t('audit.detail.planItem', { item }) : null;
        if (d.change === 'added' || d.change === 'removed')
          return [named, t(d.change === 'added' ? 'audit.detail.planItemAdded' : 'audit.detail.planItemRemoved')];
        return [
          named,
          t(d.waived === true ? 'audit.detail.waived' : 'audit.detail.required'),
          typeof d.order === 'number' ? t('audit.detail.position', { position: d.order + 1 }) : null,
        ];
      }
      case 'payment.refund':
        return [
          typeof d.amountCents === 'number' ? t('audit.detail.refund', { amount: d.amountCents / 100 }) : null,
          d.full === true ? t('audit.detail.refundFull') : null,
          d.packageEnded === true ? t('audit.detail.packageEnded') : null,
        ];
      default:
        return staffDetail(t, entry, name);
    }
  })();
  return parts.filter((part): part is string => Boolean(part)).join(' · ');
}

/** staff.* rows: whose account, and a role or a role change. Unknown details as key: value. */
function staffDetail(t: T, entry: AuditEntry, name: (id: unknown) => string | null): (string | null)[] {
  const role = (value: unknown) => {
    const parsed = staffRoleSchema.safeParse(value);
    return parsed.success ? t(`roles.${parsed.data}`) : null;
  };
  const { role: invitedAs, from, to, ...rest } = entry.detail;
  const account = entry.targetType === 'user' ? t('audit.detail.account', { name: name(entry.targetId) }) : null;
  const change = role(from) && role(to) ? t('audit.detail.change', { from: role(from), to: role(to) }) : null;
  const others = Object.entries(rest)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}: ${String(value)}`);
  return [account, role(invitedAs), change, ...others];
}
