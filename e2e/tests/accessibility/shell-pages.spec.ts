import { expectAccessible } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';

/** Issue 14 §6: axe over the shell's pages, each in the states a user sees; zero serious or critical findings. */
test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});
// axe walks the whole DOM several times a test: slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });

test('login: the empty form, a refused attempt, the OTP step and the role step', async ({
  page,
  loginPage,
}) => {
  await loginPage.goto();
  await expectAccessible(page, 'the login form');
  await loginPage.submitCredentials(users.agent.userCode, 'Wrong1234');
  await expect(loginPage.errorAlert).toBeVisible();
  await expectAccessible(page, 'the login form with its error');
  await loginPage.goto();
  await loginPage.submitCredentials(users.otpManager.userCode, users.otpManager.password);
  await expect(page.getByRole('radio', { name: 'EMAIL' })).toBeVisible();
  await expectAccessible(page, 'the OTP step');
  await loginPage.passOtpByEmail(users.otpManager.userCode);
  await expect(loginPage.confirmRoleButton).toBeVisible();
  await expectAccessible(page, 'the role step');
});

test('home (with its service notice), commission, forms, the no-page and error pages', async ({
  page,
  signIn,
  homePage,
}) => {
  await signIn(users.agent, { dismissNotice: false });
  await expectAccessible(page, 'home with the service notice');
  await homePage.dismissServiceNotice();
  await expectAccessible(page, 'home');
  for (const [path, what] of [
    ['/commissionSearch', 'the commission search'],
    ['/formDownload', 'the form downloads'],
    ['/nopage', 'the no-page page'],
    ['/releasePermitAudit', 'the release-permit audit'],
    ['/releasePermitInput', 'the release-permit input'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    await expectAccessible(page, what);
  }
});

test('public pages: the consent page and the error page', async ({ page }) => {
  await page.goto('/errorMsg');
  await expectAccessible(page, 'the error message page');
  await page.goto('/AGREE');
  await expectAccessible(page, 'the consent page');
});
