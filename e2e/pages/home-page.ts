import { expect, type Locator, type Page } from '@playwright/test';
import { clickUntilClosed } from './alert-dialog';

/** The main layout with the 工作首頁 page. */
export class HomePage {
  readonly countdown: Locator;
  readonly homeLink: Locator;
  readonly logoutButton: Locator;
  readonly menu: Locator;

  constructor(readonly page: Page) {
    this.countdown = page.getByRole('timer');
    this.homeLink = page.getByRole('link', { name: '工作首頁' });
    this.logoutButton = page.getByRole('button', { name: '登出' });
    this.menu = page.getByRole('navigation', { name: '主選單' });
  }

  greeting(userName: string, roleName: string): Locator {
    return this.page.getByText(`您好，${userName}（${roleName}）`);
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/home$/);
    await expect(this.countdown).toHaveText(/^\d+ 秒後將自動登出$/);
    await expect(this.homeLink).toBeVisible();
  }

  /** The service announcement shows once per login, over the page: read it and close it. */
  async dismissServiceNotice(): Promise<void> {
    await clickUntilClosed(this.page.getByRole('dialog', { name: '服務公告' }), '確定');
  }

  async logout(): Promise<void> {
    await this.logoutButton.click();
  }
}
