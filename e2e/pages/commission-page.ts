import { expect, type Locator, type Page } from '@playwright/test';

/** 佣金查詢. */
export class CommissionPage {
  readonly start: Locator;
  readonly end: Locator;
  readonly searchButton: Locator;
  readonly table: Locator;
  readonly error: Locator;
  readonly detailDialog: Locator;

  constructor(readonly page: Page) {
    this.start = page.getByLabel('佣金月份-起');
    this.end = page.getByLabel('佣金月份-迄');
    this.searchButton = page.getByRole('button', { name: '查詢' });
    this.table = page.getByRole('table');
    this.error = page.getByRole('alert');
    this.detailDialog = page.getByRole('dialog', { name: '佣金明細' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('menuitem', { name: '佣金查詢' }).click();
    await expect(this.page).toHaveURL(/\/commissionSearch$/);
  }

  async pick(select: Locator, month: string): Promise<void> {
    // antd draws the chosen value over the search input.
    await select.click({ force: true });
    // The visible choices are titled items; the role=option elements are antd's hidden a11y list.
    const list = `#${await select.getAttribute('id')}_list`;
    await this.page
      .locator('.ant-select-dropdown', { has: this.page.locator(list) })
      .getByTitle(month, { exact: true })
      .click();
  }

  /** Data rows of the result table (antd adds a hidden measure row). */
  dataRows(): Locator {
    return this.table.locator('tbody tr.ant-table-row');
  }
}
