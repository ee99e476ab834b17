import { expect, type Locator, type Page } from '@playwright/test';
import type { MockCore } from '../fixtures/mock-core';

/** 業務員入口網: credentials, OTP and role steps. */
export class LoginPage {
  readonly title: Locator;
  readonly userCode: Locator;
  readonly password: Locator;
  readonly captcha: Locator;
  readonly captchaImage: Locator;
  /** The robot check (the mock core's simulator), shown instead of the captcha when the core offers it. */
  readonly robotCheck: Locator;
  readonly loginButton: Locator;
  readonly errorAlert: Locator;
  readonly otpCode: Locator;
  readonly confirmRoleButton: Locator;

  constructor(
    readonly page: Page,
    private readonly mockCore: MockCore,
  ) {
    this.title = page.getByRole('heading', { name: '業務員入口網' });
    this.userCode = page.getByLabel('員工編號');
    this.password = page.getByLabel('密碼', { exact: true });
    this.captcha = page.getByLabel('驗證碼', { exact: true });
    this.captchaImage = page.getByRole('img', { name: '驗證碼圖片' });
    this.robotCheck = page.getByRole('checkbox', { name: '我不是機器人' });
    this.loginButton = page.getByRole('button', { name: '登入', exact: true });
    this.errorAlert = page.getByRole('alert');
    this.otpCode = page.getByLabel('OTP驗證碼');
    this.confirmRoleButton = page.getByRole('button', { name: '確認', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.title).toBeVisible();
  }

  /** The code of the picture on screen (read from the mock once the picture has loaded). */
  async captchaText(): Promise<string> {
    await expect(this.captchaImage).toBeVisible();
    return this.mockCore.lastCaptcha();
  }

  /** Step 1; `captcha` defaults to the right one. */
  async submitCredentials(userCode: string, password: string, captcha?: string): Promise<void> {
    await this.userCode.fill(userCode);
    await this.password.fill(password);
    await this.captcha.fill(captcha ?? (await this.captchaText()));
    await this.loginButton.click();
  }

  /** Step 1 with the robot check: ticks it unless told not to, then presses 登入. */
  async submitWithRobotCheck(userCode: string, password: string, { tick = true } = {}): Promise<void> {
    await this.userCode.fill(userCode);
    await this.password.fill(password);
    await expect(this.robotCheck).not.toBeChecked();
    if (tick) await this.robotCheck.check();
    await this.loginButton.click();
  }

  /** Step 2: send the code by e-mail and type the one the mock sent. */
  async passOtpByEmail(userCode: string): Promise<void> {
    await this.page.getByRole('radio', { name: 'EMAIL' }).check();
    await this.page.getByRole('button', { name: '發送驗證碼' }).click();
    await expect(this.page.getByRole('button', { name: /重新發送/ })).toBeDisabled();
    await this.otpCode.fill(await this.mockCore.lastOtp(userCode));
    await this.page.getByRole('button', { name: '驗證', exact: true }).click();
  }

  /** Step 3: pick a branch/role pair by its visible text. */
  async pickRole(name: string | RegExp): Promise<void> {
    await this.page.getByRole('radio', { name }).check();
    await this.confirmRoleButton.click();
  }
}
