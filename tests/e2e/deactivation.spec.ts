import { expect, test, type Page } from '@playwright/test';
import auth from '@locales/tr/auth.json' with { type: 'json' };
import staff from '@locales/tr/staff.json' with { type: 'json' };
import { ADMIN } from './support/admin';
import { customerCase, customerView, staffAccount } from './support/staff';
import { fill } from './support/strings';

// Decision 076 in the browser: the admin deactivates an advisor from the team screen; one dialog says what they
// hold, sends their case to a colleague and cancels their appointment; the customer's appointment is cancelled and
// the advisor is no longer offered.

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(auth['fields.email'], { exact: true }).fill(ADMIN.email);
  await page.getByLabel(auth['fields.password'], { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: auth['login.submit'] }).click();
  await expect(page).toHaveURL(/\/staff\/?$/);
}

test('deactivate an advisor: their case moves, their appointment is cancelled, they leave the slots', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const advisor = await staffAccount(request, 'advisor', 'tr');
  const customer = await customerCase(request, advisor.id);
  const token = customer.tokens.access_token;

  await signIn(page);
  await page.goto('/staff/team');
  const row = page.getByRole('row', { name: new RegExp(advisor.email) });
  await row.getByRole('button', { name: staff['team.deactivate'] }).click();
  const name = `${advisor.firstName} ${advisor.lastName}`;
  const dialog = page.getByRole('dialog', { name: fill(staff['team.deactivation.title'], { name }) });
  await expect(dialog.getByText(fill(staff['team.deactivation.cases_one'], { count: 1 }))).toBeVisible();
  await expect(dialog.getByText(fill(staff['team.deactivation.appointments_one'], { count: 1 }))).toBeVisible();
  await expect(dialog.getByText(`${customer.firstName} ${customer.lastName}`)).toBeVisible();
  // Round robin is the default; the admin hands the case to a colleague instead (here: themselves).
  const target = dialog.getByLabel(fill(staff['team.deactivation.cases_one'], { count: 1 }));
  await expect(target).toHaveValue('');
  await target.selectOption({ index: 1 });
  await expect(target).not.toHaveValue('');
  await dialog.getByRole('radio', { name: staff['team.deactivation.cancel'] }).check();
  await dialog.getByRole('button', { name: staff['team.deactivation.confirm'] }).click();
  await expect(dialog).toBeHidden();
  const done = fill(staff['team.deactivation.done'], {
    name,
    casesMoved: 1,
    casesUnassigned: 0,
    appointmentsReassigned: 0,
    appointmentsCancelled: 1,
  });
  await expect(page.getByRole('status').getByText(done)).toBeVisible();
  await expect(row.getByText(staff['team.inactive'])).toBeVisible();

  const appointments = await customerView<{ status: string }[]>(request, '/appointments', token);
  expect(appointments.map((a) => a.status)).toEqual(['cancelled']);
  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const { slots } = await customerView<{ slots: { advisorId: string }[] }>(
    request,
    `/appointments/slots?from=${from}&to=${to}&type=consultation`,
    token,
  );
  expect(slots.some((s) => s.advisorId === advisor.id)).toBe(false);
  // The advisor's session is over.
  const session = await request.get('/api/auth/session', {
    headers: { Authorization: `Bearer ${advisor.tokens.access_token}` },
  });
  expect(session.status()).toBe(401);
});
