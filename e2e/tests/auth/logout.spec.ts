import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';

test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

test('logging out returns to login and ends the session', async ({ page, loginPage, homePage }) => {
  await loginPage.goto();
  await loginPage.submitCredentials(users.agent.userCode, users.agent.password);
  await homePage.expectLoaded();
  await homePage.dismissServiceNotice();

  await homePage.logout();
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginPage.userCode).toBeVisible();

  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('a reload keeps the session', async ({ page, loginPage, homePage }) => {
  await loginPage.goto();
  await loginPage.submitCredentials(users.agent.userCode, users.agent.password);
  await homePage.expectLoaded();

  await page.reload();
  await homePage.expectLoaded();
});
