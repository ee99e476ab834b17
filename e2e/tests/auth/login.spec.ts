import { shellMessages } from '@agent-portal/contracts/messages';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';

test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

test.describe('login', () => {
  test('an agent without OTP and with one role lands on home', async ({ loginPage, homePage }) => {
    const { userCode, password, userName, roleName } = users.agent;
    await loginPage.goto();
    await loginPage.submitCredentials(userCode.toLowerCase(), password);

    await homePage.expectLoaded();
    await expect(homePage.greeting(userName, roleName)).toBeVisible();
    await expect(homePage.menu.getByRole('menuitem', { name: '佣金查詢' })).toBeVisible();
  });

  test('a user with OTP sends the code by e-mail, verifies it and picks a role', async ({
    loginPage,
    homePage,
    page,
  }) => {
    const { userCode, password, userName, roleName } = users.otpManager;
    await loginPage.goto();
    await loginPage.submitCredentials(userCode, password);

    await page.getByRole('button', { name: '發送驗證碼' }).click();
    await expect(page.getByText(shellMessages.OTP_METHOD_REQUIRED)).toBeVisible();

    await loginPage.passOtpByEmail(userCode);
    await loginPage.pickRole(new RegExp(roleName));

    await homePage.expectLoaded();
    await expect(homePage.greeting(userName, roleName)).toBeVisible();
  });

  test('from the OTP step 返回重新登入 goes back to step 1, and a new login works', async ({
    loginPage,
    homePage,
    page,
  }) => {
    const { userCode, password } = users.otpManager;
    await loginPage.goto();
    await loginPage.submitCredentials(userCode, password);
    await expect(page.getByRole('button', { name: '發送驗證碼' })).toBeVisible();
    await page.getByRole('button', { name: '返回重新登入' }).click();
    await expect(page.getByRole('button', { name: '發送驗證碼' })).toBeHidden();
    await loginPage.submitCredentials(users.agent.userCode, users.agent.password);
    await homePage.expectLoaded();
  });

  test('a wrong captcha shows its error and a new picture, then the right one logs in', async ({
    loginPage,
    homePage,
  }) => {
    const { userCode, password } = users.agent;
    await loginPage.goto();
    const before = await loginPage.captchaImage.getAttribute('src');
    await loginPage.submitCredentials(userCode, password, 'ZZZZZZ');

    await expect(loginPage.errorAlert).toHaveText(shellMessages.CAPTCHA_WRONG);
    await expect(loginPage.page).toHaveURL(/\/login$/);
    await expect(loginPage.captchaImage).not.toHaveAttribute('src', before ?? '');
    await expect(loginPage.captcha).toHaveValue('');

    await loginPage.captcha.fill(await loginPage.captchaText());
    await loginPage.loginButton.click();
    await homePage.expectLoaded();
  });
});

test.describe('route guard', () => {
  test('a protected page without a session goes to login', async ({ page, loginPage }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginPage.title).toBeVisible();
  });

  test('login and unknown paths with a session go to home', async ({ page, homePage, signIn }) => {
    await signIn(users.agent, { dismissNotice: false });

    await page.goto('/login');
    await homePage.expectLoaded();
    await page.goto('/no/such/page');
    await homePage.expectLoaded();
  });
});
