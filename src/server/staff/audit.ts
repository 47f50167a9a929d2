import type { AuditAction, AuditDetail, AuditTarget } from '@/lib/schemas/audit';
import { auditLog } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import type { StaffMember } from './access';

export interface AuditRecord {
  /** null when the system acts on its own (round-robin assignment, the first admin). */
  actor: StaffMember | null;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string;
  /** The customer whose case this concerns. */
  caseId?: string | null;
  /** Ids, roles and states only — never names, e-mails or free text. */
  detail?: AuditDetail;
  at: Date;
}

/**
 * Appends one audit row inside the write's own transaction (decision 033): the row exists exactly when the write
 * committed. It takes a `Transaction`, not the database, so it cannot be called outside one. Nothing updates or
 * deletes these rows.
 */
export async function audited(tx: Transaction, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    at: record.at,
    actorId: record.actor?.id ?? null,
    actorRole: record.actor?.role ?? null,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    caseId: record.caseId ?? null,
    detail: record.detail ?? {},
  });
}
