import { expect, type Locator, type Page } from '@playwright/test';

/** The wizard containers (要保書建置): tabs, the step's fields, 上一步 / 暫存 / 下一步 and 離開. */
export class WizardPage {
  readonly title: Locator;
  readonly tabs: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly temporarySave: Locator;
  readonly leave: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByText(/^要保書建置 - /);
    this.tabs = page.getByRole('tab');
    this.next = page.getByRole('button', { name: '下一步' });
    this.previous = page.getByRole('button', { name: '上一步' });
    this.temporarySave = page.getByRole('button', { name: '暫存' });
    this.leave = page.getByRole('button', { name: '離開' });
  }

  tab(name: string | RegExp): Locator {
    return this.page.getByRole('tab', { name });
  }

  field(label: string, options?: { exact?: boolean }): Locator {
    return this.page.getByLabel(label, options);
  }

  /** The step shown; `timeout` for a 下一步 that waits on several core calls (n1's checks) on a busy machine. */
  async expectStep(kind: 'proposalMain' | 'proposalRemote', code: string, timeout?: number): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/proposal/${kind}/steps/${code}(\\?|$)`), { timeout });
  }
}
