import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { type CaseNote, caseNoteAnswerSchema, caseNoteSchema } from '@/lib/schemas/cases';
import { answersWith } from '@/server/http/answers';
import type { AppDeps } from '@/server/context';
import { caseNotes, users } from '@/server/db/schema';
import { ok } from '@/server/http/envelope';
import { validateJson } from '@/server/http/validate';
import type { StaffEnv } from '@/server/staff/access';
import { audited } from '@/server/staff/audit';
import { findCase } from '@/server/staff/case-access';
import { findPerson, personColumns } from '@/server/staff/people';

/**
 * GET|POST /staff/cases/{userId}/notes: the internal thread of a case, oldest first. Only this staff sub-app reads
 * the table; no customer answer includes it.
 */
export function caseNoteRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  const { db } = deps;

  r.get('/:userId/notes', answersWith(z.array(caseNoteAnswerSchema)), async (c) => {
    const customer = await findCase(db, c.var.staff, c.req.param('userId'));
    const rows = await db
      .select({ id: caseNotes.id, body: caseNotes.body, createdAt: caseNotes.createdAt, author: personColumns(users) })
      .from(caseNotes)
      .leftJoin(users, eq(users.id, caseNotes.authorId))
      .where(eq(caseNotes.customerId, customer.id))
      .orderBy(asc(caseNotes.createdAt), asc(caseNotes.id));
    return ok(
      c,
      rows.map((row): CaseNote => ({ ...row, createdAt: row.createdAt.toISOString() })),
    );
  });

  r.post('/:userId/notes', answersWith(caseNoteAnswerSchema, 201), validateJson(caseNoteSchema), async (c) => {
    const { body } = c.req.valid('json');
    const staff = c.var.staff;
    const now = deps.now();
    const note = await db.transaction(async (tx) => {
      const customer = await findCase(tx, staff, c.req.param('userId'));
      const [row] = await tx
        .insert(caseNotes)
        .values({ customerId: customer.id, authorId: staff.id, body, createdAt: now })
        .returning({ id: caseNotes.id });
      const id = row!.id;
      await audited(tx, {
        actor: staff,
        action: 'case.note',
        targetType: 'note',
        targetId: id,
        caseId: customer.id,
        at: now,
      });
      return id;
    });
    const answer: CaseNote = { id: note, body, author: await findPerson(db, staff.id), createdAt: now.toISOString() };
    return ok(c, answer, 201);
  });

  return r;
}
