import { shellMessages } from '@agent-portal/contracts/messages';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';

// The mock core's simulated robot check; `reset()` switches it off (typed captcha) for every other spec.
test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
  await mockCore.setRobotCheck('ok');
});

test.describe('robot check (mock simulator)', () => {
  test('ticking 我不是機器人 logs the agent in without a typed captcha', async ({ loginPage, homePage }) => {
    const { userCode, password, userName, roleName } = users.agent;
    await loginPage.goto();
    await expect(loginPage.robotCheck).toBeVisible();
    await expect(loginPage.captcha).toHaveCount(0);

    await loginPage.submitWithRobotCheck(userCode, password);

    await homePage.expectLoaded();
    await expect(homePage.greeting(userName, roleName)).toBeVisible();
  });

  test('pressing 登入 without the tick asks for it', async ({ loginPage, page }) => {
    const { userCode, password } = users.agent;
    await loginPage.goto();
    await loginPage.submitWithRobotCheck(userCode, password, { tick: false });

    await expect(page.getByText(shellMessages.RECAPTCHA_REQUIRED)).toBeVisible();
    await expect(loginPage.title).toBeVisible();
  });

  test('a robot-check error falls back to the typed captcha, which then logs in', async ({
    loginPage,
    homePage,
    mockCore,
    page,
  }) => {
    const { userCode, password } = users.agent;
    await mockCore.setRobotCheck('error');
    await loginPage.goto();
    await loginPage.submitWithRobotCheck(userCode, password);

    await expect(page.getByText(shellMessages.RECAPTCHA_ERROR_FALLBACK)).toBeVisible();
    await expect(loginPage.robotCheck).toHaveCount(0);
    await expect(loginPage.captcha).toBeVisible();

    await loginPage.captcha.fill(await loginPage.captchaText());
    await loginPage.loginButton.click();
    await homePage.expectLoaded();
  });

  test('an expired check is cleared and asks for a new tick', async ({
    loginPage,
    homePage,
    mockCore,
    page,
  }) => {
    const { userCode, password } = users.agent;
    await mockCore.setRobotCheck('expired');
    await loginPage.goto();
    await loginPage.submitWithRobotCheck(userCode, password);

    await expect(page.getByText(shellMessages.RECAPTCHA_EXPIRED)).toBeVisible();
    await expect(loginPage.robotCheck).not.toBeChecked();
    await expect(loginPage.captcha).toHaveCount(0);

    // Ticked again once the core accepts tokens: the login goes through.
    await mockCore.setRobotCheck('ok');
    await loginPage.robotCheck.check();
    await loginPage.loginButton.click();
    await homePage.expectLoaded();
  });
});
