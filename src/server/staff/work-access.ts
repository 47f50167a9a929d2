import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, files, userPackages, type User } from '../db/schema';
import { DOCUMENT_PURPOSES } from '../documents/view';
import { isUuid } from '../files/service';
import { notFound } from '../http/errors';
import type { StaffMember } from './access';
import { findCase } from './case-access';

/**
 * Rows of a case (a document, a bought package, a meeting) reached by their own id: the owner is looked up and
 * `findCase` decides, so an id of another advisor's customer is the same 404 as an unknown one (decision 032).
 */
async function caseOf(db: Database, staff: StaffMember, ownerId: string | undefined, lock: boolean): Promise<User> {
  if (!ownerId) throw notFound();
  return findCase(db, staff, ownerId, { lock });
}

export async function documentCase(db: Database, staff: StaffMember, documentId: string, lock = false) {
  if (!isUuid(documentId)) throw notFound();
  const [row] = await db
    .select({ ownerId: files.ownerId })
    .from(files)
    .where(and(eq(files.id, documentId), inArray(files.purpose, DOCUMENT_PURPOSES)));
  return caseOf(db, staff, row?.ownerId, lock);
}

export async function userPackageCase(db: Database, staff: StaffMember, userPackageId: string, lock = false) {
  if (!isUuid(userPackageId)) throw notFound();
  const [row] = await db
    .select({ ownerId: userPackages.userId })
    .from(userPackages)
    .where(eq(userPackages.id, userPackageId));
  return caseOf(db, staff, row?.ownerId, lock);
}

/**
 * A meeting's case. The advisor the meeting was booked with may run it even when the customer is assigned to
 * someone else (the slot search gives a free colleague when the own advisor is busy).
 */
export async function appointmentCase(db: Database, staff: StaffMember, appointmentId: string) {
  if (!isUuid(appointmentId)) throw notFound();
  const [row] = await db
    .select({ ownerId: appointments.userId, advisorId: appointments.advisorId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (row && row.advisorId === staff.id) return;
  await caseOf(db, staff, row?.ownerId, false);
}
