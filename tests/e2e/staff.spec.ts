import { expect, test, type Page } from '@playwright/test';
import auth from '@locales/tr/auth.json' with { type: 'json' };
import staff from '@locales/tr/staff.json' with { type: 'json' };
import { ADMIN } from './support/admin';
import { expectNoA11yViolations } from './support/axe';
import { resetLinkFor } from './support/outbox';
import { customerCase, customerView } from './support/staff';
import { fill } from './support/strings';
import { newUser, registerViaApi, storeTokens } from './support/users';

// Issue 12's journey in Turkish: the admin invites an advisor, who sets a password from the mail, opens a
// customer's case, rejects a document with a reason, completes a step and confirms the appointment; the customer's own
// API then shows the reason, the new progress and the confirmed appointment with its link. Then the advisor cancels it.

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(auth['fields.email'], { exact: true }).fill(email);
  await page.getByLabel(auth['fields.password'], { exact: true }).fill(password);
  await page.getByRole('button', { name: auth['login.submit'] }).click();
  await expect(page).toHaveURL(/\/staff\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(staff['cases.title']);
}

test('invite → set password → review a case: reject a document, complete a step, confirm the appointment', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const advisor = newUser({ firstName: 'Deniz', lastName: 'Kaya' });

  // The admin invites the advisor from the team screen.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('link', { name: staff['nav.team'] }).first().click();
  await page.getByLabel(staff['team.firstName'], { exact: true }).fill(advisor.firstName);
  await page.getByLabel(staff['team.lastName'], { exact: true }).fill(advisor.lastName);
  await page.getByLabel(staff['team.email'], { exact: true }).fill(advisor.email);
  await page.getByRole('button', { name: staff['team.invite'] }).click();
  await expect(page.getByText(fill(staff['team.invited'], { email: advisor.email }))).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(advisor.email) });
  await expect(row.getByText(staff['team.pending'])).toBeVisible();

  // The advisor sets a password from the mail in the outbox.
  const advisorPage = await (await browser.newContext()).newPage();
  await advisorPage.goto(await resetLinkFor(advisor.email));
  await advisorPage.getByLabel(auth['fields.newPassword'], { exact: true }).fill(advisor.password);
  await advisorPage.getByRole('button', { name: auth['reset.submit'] }).click();
  await expect(advisorPage.getByRole('heading', { level: 1 })).toHaveText(auth['reset.doneTitle']);

  // A customer of theirs: onboarded (CV waiting), a package bought, an online appointment booked.
  const advisorId = (
    await (
      await request.get('/api/staff/users', {
        headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` },
      })
    ).json()
  ).data.find((u: { email: string }) => u.email === advisor.email).id as string;
  const customer = await customerCase(request, advisorId);
  const token = customer.tokens.access_token;

  // The advisor signs in at the same /login, lands on /staff and opens the case.
  await signIn(advisorPage, advisor.email, advisor.password);
  const caseRow = advisorPage.getByRole('row', { name: new RegExp(customer.email) });
  await expect(caseRow.getByRole('cell', { name: fill(staff['cases.waiting'], { count: 1 }) })).toBeVisible();
  await caseRow.getByRole('link', { name: `${customer.firstName} ${customer.lastName}` }).click();
  await expect(advisorPage.getByRole('heading', { level: 1 })).toHaveText(`${customer.firstName} ${customer.lastName}`);

  // Reject the CV with a reason.
  const documents = advisorPage.getByRole('region', { name: new RegExp(staff['documents.title']) });
  await documents.getByRole('button', { name: staff['documents.reject'], exact: true }).click();
  await documents.getByLabel(staff['documents.reason'], { exact: true }).fill('Özgeçmiş Almanca olmalı.');
  await documents.getByRole('button', { name: staff['documents.confirmReject'] }).click();
  await expect(
    documents.getByText(fill(staff['documents.reasonShown'], { reason: 'Özgeçmiş Almanca olmalı.' })),
  ).toBeVisible();

  // Complete the package's first step with a note.
  // Each step's form waits behind its "edit" disclosure (issue 29: the case page stays short on a phone).
  const firstRow = advisorPage.getByRole('region', { name: staff['steps.title'] }).getByRole('listitem').first();
  await firstRow.locator('summary', { hasText: staff['steps.edit'] }).click();
  const firstStep = firstRow.getByRole('form');
  await firstStep.getByLabel(staff['steps.newStatus'], { exact: true }).selectOption('completed');
  await firstStep.getByLabel(staff['steps.note'], { exact: true }).fill('Belgeler tamam.');
  await firstStep.getByRole('button', { name: staff['steps.save'] }).click();
  await expect(firstRow.locator('span', { hasText: new RegExp(`^${staff['steps.status.completed']}$`) })).toBeVisible();

  // Confirm the online appointment with its link.
  const appointments = advisorPage.getByRole('region', { name: new RegExp(staff['appointments.title']) });
  await appointments.getByRole('button', { name: staff['appointments.confirm'], exact: true }).click();
  await appointments
    .getByLabel(staff['appointments.meetingUrl'], { exact: true })
    .fill('https://meet.example.com/denklik-1');
  await appointments.getByRole('button', { name: staff['appointments.confirmSubmit'] }).click();
  await expect(appointments.getByText(staff['appointments.status.confirmed'], { exact: true })).toBeVisible();

  // The customer sees the reason, the new progress and the confirmed appointment with its link.
  const {
    items: [cv],
  } = await customerView<{ items: { reviewStatus: string; rejectionReason: string }[] }>(request, '/documents', token);
  expect(cv).toMatchObject({ reviewStatus: 'rejected', rejectionReason: 'Özgeçmiş Almanca olmalı.' });
  const [pkg] = await customerView<{ progress: number; steps: { status: string; notes: string | null }[] }[]>(
    request,
    '/user-packages',
    token,
  );
  expect(pkg!.progress).toBeGreaterThan(0);
  expect(pkg!.steps[0]).toMatchObject({ status: 'completed', notes: 'Belgeler tamam.' });
  const [appointment] = await customerView<{ status: string; meetingUrl: string }[]>(request, '/appointments', token);
  expect(appointment).toMatchObject({ status: 'confirmed', meetingUrl: 'https://meet.example.com/denklik-1' });
  const notified = await customerView<{ items: { kind: string }[] }>(request, '/notifications', token);
  expect(notified.items.map((n) => n.kind)).toEqual(
    expect.arrayContaining(['document_rejected', 'step_completed', 'appointment_confirmed']),
  );

  // The advisor calls the appointment off: a dialog asks first ("keep it" has the focus and changes nothing).
  await appointments.getByRole('button', { name: staff['appointments.actions.cancelled'], exact: true }).click();
  const dialog = advisorPage.getByRole('dialog', { name: staff['appointments.cancelTitle'] });
  await expect(dialog.getByRole('button', { name: staff['appointments.cancelKeep'] })).toBeFocused();
  await advisorPage.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(appointments.getByText(staff['appointments.status.confirmed'], { exact: true })).toBeVisible();
  await appointments.getByRole('button', { name: staff['appointments.actions.cancelled'], exact: true }).click();
  await expectNoA11yViolations(advisorPage, 'cancel-appointment dialog (tr)');
  await dialog.getByRole('button', { name: staff['appointments.cancelConfirm'] }).click();
  await expect(advisorPage.getByText(staff['appointments.cancelled'])).toBeVisible();
  await expect(appointments.getByText(staff['appointments.status.cancelled'], { exact: true })).toBeVisible();
  await expect(
    appointments.getByRole('button', { name: staff['appointments.actions.cancelled'], exact: true }),
  ).toHaveCount(0);
  const [called] = await customerView<{ status: string }[]>(request, '/appointments', token);
  expect(called!.status).toBe('cancelled');
  const told = await customerView<{ items: { kind: string }[] }>(request, '/notifications', token);
  expect(told.items.map((n) => n.kind)).toContain('appointment_cancelled');
});

test('a signed-in staff member opening /login goes straight to /staff, never through /dashboard', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/staff\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(staff['cases.title']);
  expect(visited.filter((p) => p.includes('/dashboard'))).toEqual([]);
});

test('a customer who opens /staff is sent to the dashboard', async ({ page, request }) => {
  const customer = await registerViaApi(request);
  await storeTokens(page, customer.tokens);
  await page.goto('/staff/team');
  await expect(page).toHaveURL(/\/(dashboard|onboarding)\/?$/, { timeout: 20_000 });
});
