import { expect, type Locator, type Page } from '@playwright/test';

/** The 重設密碼 dialog over the login page. */
export class ResetPasswordDialogPage {
  readonly dialog: Locator;
  readonly userCode: Locator;
  readonly idLast4: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly otpCode: Locator;
  readonly verifyButton: Locator;
  readonly sendOtpButton: Locator;
  readonly finishButton: Locator;
  readonly errorAlert: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: '重設密碼' });
    this.userCode = this.dialog.getByLabel('員工編號');
    this.idLast4 = this.dialog.getByLabel('身分證後四碼');
    this.newPassword = this.dialog.getByLabel('新密碼', { exact: true });
    this.confirmPassword = this.dialog.getByLabel('再次輸入新密碼');
    this.otpCode = this.dialog.getByLabel('OTP驗證碼');
    this.verifyButton = this.dialog.getByRole('button', { name: '驗證', exact: true });
    this.sendOtpButton = this.dialog.getByRole('button', { name: /發送驗證碼|重新發送/ });
    this.finishButton = this.dialog.getByRole('button', { name: '確認修改' });
    this.errorAlert = this.dialog.getByRole('alert');
  }

  async fillIdentity(idLast4: string, newPassword: string, confirmPassword = newPassword): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await this.idLast4.fill(idLast4);
    await this.newPassword.fill(newPassword);
    await this.confirmPassword.fill(confirmPassword);
  }
}
