import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { users } from '@/server/db/schema';
import { body, login, register, travel } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { readOutbox, type Eml } from '@/server/test/eml';
import { auditRows, createCustomer, createStaff, tokenFor } from '@/server/test/staff';
import { changeStaffAccount } from './user-patch';

let ctx: TestContext;
let outbox: string;
let adminId: string;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_SITE_URL: 'https://portal.example' });
  outbox = ctx.deps.mailer.outboxDir ?? '';
  ({ id: adminId } = (await createStaff(ctx, 'admin')).user);
  adminToken = await tokenFor(ctx, adminId);
});
afterAll(() => ctx.close());

let mailsBefore = 0;
beforeEach(async () => {
  mailsBefore = (await readOutbox(outbox, 0)).length;
});
async function nextMail(): Promise<Eml> {
  const mail = (await readOutbox(outbox, mailsBefore + 1))[mailsBefore];
  if (!mail) throw new Error('no mail arrived');
  mailsBefore += 1;
  return mail;
}
const linkOf = (mail: Eml) => new URL(/https:\/\/\S+/.exec(mail.text)?.[0] ?? '');

const invite = (json: Record<string, unknown>, lang = 'en') =>
  ctx.api('POST', '/api/staff/users', { token: adminToken, json, lang });
const person = (email: string, role = 'advisor') => ({ email, firstName: 'Jürgen', lastName: 'Becker', role });
const patch = (id: string, json: unknown, token = adminToken) =>
  ctx.api('PATCH', `/api/staff/users/${id}`, { token, json, lang: 'tr' });
const setPassword = (token: string) =>
  ctx.api('POST', '/api/auth/reset-password', { json: { token, password: 'Yeni1Sifre' } });

test('invite → mail with a set-password link → password set → login as advisor → staff console', async () => {
  const res = await invite({
    ...person('  Juergen.Becker@Example.com '),
    preferredLanguage: 'de',
    id: 'x',
    deactivatedAt: null,
  });
  expect(res.status).toBe(201);
  const { data } = await body(res);
  expect(data).toMatchObject({
    invitationSent: true,
    user: { email: 'juergen.becker@example.com', role: 'advisor', active: true, invitationPending: true, caseCount: 0 },
  });
  const mail = await nextMail();
  expect(mail.to).toContain('juergen.becker@example.com');
  expect(mail.subject).toBe('Einladung in das Team von Almanya Kariyer Portalı');
  expect(mail.text).toContain('Guten Tag Jürgen Becker,');
  expect(mail.text).toContain('als Berater/in');
  expect(mail.text).toContain('7 Tage');
  const link = linkOf(mail);
  expect(link.origin + link.pathname).toBe('https://portal.example/de/reset-password');
  expect(link.searchParams.get('invite')).toBe('1');

  // No password yet: nothing logs in.
  expect((await login(ctx, 'juergen.becker@example.com', 'invited:no-password-yet')).status).toBe(401);
  expect((await setPassword(link.searchParams.get('token') ?? '')).status).toBe(200);
  const session = await login(ctx, 'juergen.becker@example.com', 'Yeni1Sifre');
  expect(session.status).toBe(200);
  const signedIn = (await body(session)).data;
  expect(signedIn.user.role).toBe('advisor');
  expect((await ctx.api('GET', '/api/staff/cases', { token: signedIn.access_token })).status).toBe(200);
  // Bookable from the start: the default hours, before any restart gives them out.
  const hours = (await body(await ctx.api('GET', '/api/staff/availability', { token: signedIn.access_token }))).data;
  expect(hours.weeklyHours).toHaveLength(5);

  const list = (await body(await ctx.api('GET', '/api/staff/users', { token: adminToken }))).data;
  expect(list.find((u: { id: string }) => u.id === data.user.id)).toMatchObject({
    invitationPending: false,
    active: true,
  });
  const [row] = (await auditRows(ctx)).filter((r) => r.action === 'staff.invite');
  expect(row).toMatchObject({ targetType: 'user', targetId: data.user.id, detail: { role: 'advisor' } });
  expect(JSON.stringify(await auditRows(ctx))).not.toContain('becker');
});

test('an address already in use, a customer role or a missing name is refused with a localised message', async () => {
  const customer = await register(ctx);
  const taken = await invite(person(customer.email.toUpperCase()), 'tr');
  expect(taken.status).toBe(409);
  expect((await body(taken)).error).toMatchObject({
    code: 'EMAIL_TAKEN',
    fields: { email: expect.stringMatching(/kayıtlı/) },
  });
  const bad = await invite({ email: 'x@example.com', firstName: '', role: 'customer' }, 'de');
  expect(bad.status).toBe(400);
  expect(Object.keys((await body(bad)).error.fields).sort()).toEqual(['firstName', 'lastName', 'role']);
});

test('an invitation expires after seven days; an admin can send a new link', async () => {
  const { data } = await body(await invite(person('late@example.com')));
  const first = linkOf(await nextMail()).searchParams.get('token') ?? '';
  travel(ctx, 7 * 24 * 60 * 60 * 1000 + 1000);
  expect((await setPassword(first)).status).toBe(400);
  adminToken = await tokenFor(ctx, adminId);

  const again = await ctx.api('POST', `/api/staff/users/${data.user.id}/invitation`, { token: adminToken });
  expect(again.status).toBe(200);
  expect((await body(again)).data.invitationSent).toBe(true);
  expect((await setPassword(linkOf(await nextMail()).searchParams.get('token') ?? '')).status).toBe(200);
  expect((await auditRows(ctx)).at(-1)).toMatchObject({ action: 'staff.inviteResend', targetId: data.user.id });
  // Only staff accounts get links from here.
  const customer = await createCustomer(ctx);
  expect((await ctx.api('POST', `/api/staff/users/${customer.user.id}/invitation`, { token: adminToken })).status).toBe(
    404,
  );
});

test('deactivating an invited member kills the link still in their mailbox', async () => {
  const { data } = await body(await invite(person('never@example.com')));
  const token = linkOf(await nextMail()).searchParams.get('token') ?? '';
  expect((await patch(data.user.id, { active: false })).status).toBe(200);
  expect((await setPassword(token)).status).toBe(400);
  expect((await ctx.api('POST', `/api/staff/users/${data.user.id}/invitation`, { token: adminToken })).status).toBe(
    404,
  );
});

test('the last active admin can neither demote nor deactivate themselves; with a second admin they can', async () => {
  const me = await createStaff(ctx, 'admin');
  // Leave `me` as the only active admin.
  await ctx.deps.db
    .update(users)
    .set({ deactivatedAt: new Date() })
    .where(and(eq(users.role, 'admin'), ne(users.id, me.user.id)));
  for (const change of [{ role: 'advisor' }, { active: false }, { role: 'advisor', active: false }]) {
    const refused = await patch(me.user.id, change, me.token);
    expect(refused.status).toBe(409);
    expect((await body(refused)).error).toMatchObject({
      code: 'LAST_ADMIN',
      message: expect.stringMatching(/yönetici/),
    });
  }
  const before = (await auditRows(ctx)).length;
  const other = await createStaff(ctx, 'advisor');
  const promoted = await patch(other.user.id, { role: 'admin' }, me.token);
  expect((await body(promoted)).data).toMatchObject({ role: 'admin', active: true });
  expect((await patch(me.user.id, { role: 'advisor' }, me.token)).status).toBe(200);
  // Now `other` is the last admin, and `me` is an advisor without access to this route.
  expect((await patch(other.user.id, { active: false }, other.token)).status).toBe(409);
  expect((await patch(other.user.id, { active: false }, me.token)).status).toBe(403);
  expect((await auditRows(ctx)).slice(before).map((r) => [r.action, r.detail])).toEqual([
    ['staff.role', { from: 'advisor', to: 'admin' }],
    ['staff.role', { from: 'admin', to: 'advisor' }],
  ]);
  adminToken = other.token;
});

test('PATCH needs a change and a staff account: customers and unknown ids are 404', async () => {
  const customer = await createCustomer(ctx);
  expect((await patch(customer.user.id, { role: 'advisor' })).status).toBe(404);
  expect((await patch('f00', { role: 'advisor' })).status).toBe(404);
  const advisor = await createStaff(ctx, 'advisor');
  expect((await patch(advisor.user.id, {})).status).toBe(400);
  expect((await patch(advisor.user.id, { role: 'customer' })).status).toBe(400);
  // Nothing changes, nothing is written, nothing is audited.
  const before = (await auditRows(ctx)).length;
  expect((await patch(advisor.user.id, { role: 'advisor', active: true })).status).toBe(200);
  expect(await auditRows(ctx)).toHaveLength(before);
});

test('two last admins deactivating each other at once leave one of them active', async () => {
  // Open connections first, so on PostgreSQL both transactions really run side by side.
  await Promise.all(Array.from({ length: 6 }, () => ctx.deps.db.execute(sql`select 1`)));
  for (let round = 0; round < 5; round += 1) {
    await ctx.deps.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.role, 'admin'));
    const [a, b] = [(await createStaff(ctx, 'admin')).user, (await createStaff(ctx, 'admin')).user];
    // Straight to the rule, both already past the role check.
    const deactivate = (actor: typeof a, target: typeof a) =>
      ctx.deps.db
        .transaction((tx) =>
          changeStaffAccount(tx, { id: actor.id, role: 'admin' }, target.id, { active: false }, new Date()),
        )
        .then(
          () => 'done',
          (error: { code?: string }) => error.code,
        );
    expect((await Promise.all([deactivate(a, b), deactivate(b, a)])).sort()).toEqual(['LAST_ADMIN', 'done']);
    const active = await ctx.deps.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
    expect(active).toHaveLength(1);
  }
});
