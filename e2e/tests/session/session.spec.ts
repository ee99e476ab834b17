import { shellMessages } from '@agent-portal/contracts/messages';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';

test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

test.afterAll(async ({ mockCore }) => {
  await mockCore.reset();
});

test('the reminder appears at the threshold; 繼續使用 resets the timer; at 0 the user is logged out', async ({
  page,
  homePage,
  mockCore,
  signIn,
}) => {
  test.setTimeout(60_000);
  await mockCore.setParameter('SESSION_TIMEOUT', '14');
  await mockCore.setParameter('SESSION_REMIND_TIMEOUT', '10');
  await signIn(users.agent);

  const reminder = page.getByRole('dialog', { name: '系統提示' });
  await expect(reminder).toBeVisible({ timeout: 8_000 });
  await expect(reminder).toContainText(shellMessages.SESSION_REMIND);
  await reminder.getByRole('button', { name: '繼續使用' }).click();
  await expect(reminder).toBeHidden();
  await expect(homePage.countdown).toHaveText(/^1[1-4] 秒後將自動登出$/);

  await expect(reminder).toBeVisible({ timeout: 8_000 });
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByRole('status')).toHaveText(shellMessages.AUTO_LOGGED_OUT);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('the reminder 登出 logs out at once', async ({ page, mockCore, signIn }) => {
  await mockCore.setParameter('SESSION_TIMEOUT', '12');
  await mockCore.setParameter('SESSION_REMIND_TIMEOUT', '11');
  await signIn(users.agent, { dismissNotice: false });
  const reminder = page.getByRole('dialog', { name: '系統提示' });
  await reminder.getByRole('button', { name: '登出' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a second tab of the same login goes to the error-message page', async ({ page, context, signIn }) => {
  await signIn(users.agent);

  const second = await context.newPage();
  await second.goto('/home');
  await expect(second).toHaveURL(/\/errorMsg/);
  await expect(second.getByRole('alert')).toHaveText(shellMessages.ALREADY_LOGGED_IN_OTHER_TAB);

  // The first tab keeps working.
  await page.getByRole('menuitem', { name: '佣金查詢' }).click();
  await expect(page).toHaveURL(/\/commissionSearch$/);
});

test('closing the last tab logs out (isWait=Y), a reload does not', async ({
  page,
  context,
  homePage,
  signIn,
}) => {
  await signIn(users.agent, { dismissNotice: false });
  await page.reload();
  await homePage.expectLoaded();

  await page.close();
  // The logout waits out the service worker's grace period (3 s, then four looks 1 s apart) for a reloaded page:
  // wait for its result, the session gone (the session peek answers 401 and never slides a session).
  await expect
    .poll(async () => (await context.request.get('/api/auth/session')).status(), { timeout: 25_000 })
    .toBe(401);
  const next = await context.newPage();
  await next.goto('/home');
  await expect(next).toHaveURL(/\/login$/);
});
