import { expect, type Locator, type Page } from '@playwright/test';

/** 表單下載. */
export class FormDownloadPage {
  readonly category: Locator;
  readonly name: Locator;
  readonly searchButton: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.category = page.getByLabel('表單類別');
    this.name = page.getByLabel('表單名稱');
    this.searchButton = page.getByRole('button', { name: '查詢' });
    this.table = page.getByRole('table');
  }

  async open(): Promise<void> {
    await this.page.getByRole('menuitem', { name: '表單下載' }).click();
    await expect(this.page).toHaveURL(/\/formDownload$/);
  }

  row(formName: string): Locator {
    return this.table.getByRole('row').filter({ hasText: formName });
  }

  async pickCategory(label: string): Promise<void> {
    await this.category.click({ force: true });
    // The visible choices are titled items; the role=option elements are antd's hidden a11y list.
    const list = `#${await this.category.getAttribute('id')}_list`;
    await this.page
      .locator('.ant-select-dropdown', { has: this.page.locator(list) })
      .getByTitle(label, { exact: true })
      .click();
  }
}
