import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';

test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

test('logging out returns to login and ends the session', async ({ page, loginPage, homePage, signIn }) => {
  await signIn(users.agent);

  await homePage.logout();
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginPage.userCode).toBeVisible();

  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('a reload keeps the session', async ({ page, homePage, signIn }) => {
  await signIn(users.agent, { dismissNotice: false });

  await page.reload();
  await homePage.expectLoaded();
});
