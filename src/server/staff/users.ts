import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { ensureDefaultAvailability } from '@/server/availability/service';
import { STAFF_ROLES } from '@/lib/schemas/roles';
import { invitationSentSchema, inviteSchema, staffInviteAnswerSchema, staffUserSchema } from '@/lib/schemas/staff';
import { emailTaken, isUniqueViolation } from '@/server/auth/service';
import type { AppDeps } from '@/server/context';
import { users } from '@/server/db/schema';
import { ok } from '@/server/http/envelope';
import { notFound } from '@/server/http/errors';
import { validateJson } from '@/server/http/validate';
import { findUserByEmail } from '@/server/users/find';
import { isUuid } from '@/server/files/service';
import { adminOnly, type StaffEnv } from './access';
import { audited } from './audit';
import { createInvitation, INVITED_PASSWORD_HASH, sendInvitation } from './invitation';
import { toStaffUser } from './staff-user-view';
import { TeamAnswers } from './team-answers';
import { z } from 'zod';
import { answersWith } from '@/server/http/answers';

/**
 * GET|POST /staff/users, POST /staff/users/{id}/invitation: admins manage staff. PATCH /staff/users/{id} is in
 * deactivation/ (decision 082), since deactivating moves the member's work.
 */
export function staffUserRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  const { db } = deps;
  r.use('*', adminOnly);

  // Kept under team_revision (team-answers.ts, decision 102).
  const team = new TeamAnswers(db, () => deps.now().getTime());
  r.get('/', answersWith(z.array(staffUserSchema)), async (c) => (await team.get()).send(c));

  // No public sign-up for staff: an admin creates the account, the invitee chooses a password from the mail.
  r.post('/', answersWith(staffInviteAnswerSchema, 201), validateJson(inviteSchema), async (c) => {
    const input = c.req.valid('json');
    if (await findUserByEmail(db, input.email)) throw emailTaken();
    const now = deps.now();
    const { user, token } = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          passwordHash: INVITED_PASSWORD_HASH,
          preferredLanguage: input.preferredLanguage ?? c.var.locale,
          // Staff accept the terms with their contract; the column (required for customers) holds the invitation time.
          termsAcceptedAt: now,
          createdAt: now,
        })
        .returning()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
      const invited = row!;
      const detail = { role: invited.role };
      await audited(tx, {
        actor: c.var.staff,
        action: 'staff.invite',
        targetType: 'user',
        targetId: invited.id,
        detail,
        at: now,
      });
      // Bookable at once: the default hours (Mon–Fri 9–17), which the new member edits under /staff/availability.
      await ensureDefaultAvailability(tx, invited.id);
      return { user: invited, token: await createInvitation(tx, invited.id, now) };
    });
    const invitationSent = await sendInvitation(deps, user, token);
    return ok(c, { user: toStaffUser(user, 0), invitationSent }, 201);
  });

  // A new link when the first expired or went astray (also works as an admin-sent password reset).
  r.post('/:id/invitation', answersWith(invitationSentSchema), async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound();
    const now = deps.now();
    const { user, token } = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), inArray(users.role, STAFF_ROLES), isNull(users.deactivatedAt)));
      if (!row) throw notFound();
      await audited(tx, {
        actor: c.var.staff,
        action: 'staff.inviteResend',
        targetType: 'user',
        targetId: row.id,
        at: now,
      });
      return { user: row, token: await createInvitation(tx, row.id, now) };
    });
    return ok(c, { invitationSent: await sendInvitation(deps, user, token) });
  });

  return r;
}
