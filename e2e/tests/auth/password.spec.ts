import { shellMessages } from '@agent-portal/contracts/messages';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { ResetPasswordDialogPage } from '../../pages/reset-password-dialog-page';

const NEW_PASSWORD = 'Kp7x9Rw2';

test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

test.describe('forgot password', () => {
  test('verify, OTP by e-mail, new password set, then a login with it', async ({
    page,
    loginPage,
    homePage,
    mockCore,
  }) => {
    const { userCode } = users.agent;
    await loginPage.goto();
    await page.getByRole('button', { name: '忘記密碼' }).click();
    const dialog = new ResetPasswordDialogPage(page);
    await dialog.userCode.fill(userCode);
    await dialog.fillIdentity('6781', NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await dialog.verifyButton.click();
    await expect(dialog.dialog.getByText(shellMessages.PASSWORD_MISMATCH)).toBeVisible();

    await dialog.confirmPassword.fill(NEW_PASSWORD);
    await dialog.verifyButton.click();
    await expect(dialog.dialog.getByText(shellMessages.VERIFY_OK)).toBeVisible();

    await dialog.sendOtpButton.click();
    await expect(dialog.dialog.getByText(shellMessages.OTP_SENT_EMAIL)).toBeVisible();
    await expect(dialog.sendOtpButton).toBeDisabled();
    await dialog.otpCode.fill(await mockCore.lastOtp(userCode));
    await dialog.finishButton.click();

    await expect(dialog.dialog).toBeHidden();
    await expect(page.getByRole('status')).toHaveText(shellMessages.PASSWORD_RESET_DONE);

    await loginPage.submitCredentials(userCode, NEW_PASSWORD);
    await homePage.expectLoaded();
  });

  test('a wrong ID shows the core refusal inside the dialog', async ({ page }) => {
    await page.goto(`/login?resetUserCode=${users.agent.userCode}`);
    const dialog = new ResetPasswordDialogPage(page);
    await expect(dialog.userCode).toHaveValue(users.agent.userCode);
    await dialog.fillIdentity('0000', NEW_PASSWORD);
    await dialog.verifyButton.click();
    await expect(dialog.errorAlert).toHaveText('帳號或身分證末四碼錯誤');
  });
});

test.describe('login refusals', () => {
  test('516 shows the message', async ({ loginPage }) => {
    await loginPage.goto();
    await loginPage.submitCredentials(users.rejected.userCode, users.rejected.password);
    await expect(loginPage.errorAlert).toHaveText('您的帳號已停用或鎖定，請洽單位主管或系統管理員');
  });

  test('517 shows the message and forces the reset dialog', async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.submitCredentials(users.resetRequired.userCode, users.resetRequired.password);
    await expect(loginPage.errorAlert.first()).toHaveText('您的密碼已被重設，請先變更密碼');
    const dialog = new ResetPasswordDialogPage(page);
    await expect(dialog.userCode).toHaveValue(users.resetRequired.userCode);
    // Forced: neither a close button nor Escape dismisses it.
    await expect(page.getByRole('dialog').getByRole('button', { name: /close|關閉/i })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog.userCode).toBeVisible();
  });

  test('518 asks first, then opens the reset dialog', async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.submitCredentials(users.resetSuggested.userCode, users.resetSuggested.password);
    await expect(page.getByText('您的密碼即將到期，是否立即變更密碼?')).toBeVisible();
    await page.getByRole('button', { name: '確定' }).click();
    await expect(new ResetPasswordDialogPage(page).userCode).toHaveValue(users.resetSuggested.userCode);
  });

  test('519 "no" mails the expiry notice and logs in with the old password and a new captcha', async ({
    page,
    loginPage,
    homePage,
    mockCore,
  }) => {
    const { userCode, password } = users.expired;
    await loginPage.goto();
    await loginPage.submitCredentials(userCode, password);
    await expect(page.getByText('您的密碼已過期，是否立即變更密碼?')).toBeVisible();
    await page.getByRole('button', { name: '否' }).click();

    await expect(page.getByRole('status')).toContainText('密碼到期通知信已寄送至您的電子信箱');
    expect(await mockCore.mails()).toContainEqual(expect.objectContaining({ userCode, kind: 'pwExpire' }));
    await expect(loginPage.captcha).toHaveValue('');
    await loginPage.captcha.fill(await loginPage.captchaText());
    await loginPage.loginButton.click();
    await homePage.expectLoaded();
  });
});
