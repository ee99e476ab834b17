import { expect, type Locator, type Page } from '@playwright/test';

/** A page of the main menu with filters, a 查詢 button and a result table. */
export abstract class SearchPage {
  readonly searchButton: Locator;
  readonly table: Locator;

  constructor(
    readonly page: Page,
    private readonly menuItem: string,
    private readonly url: RegExp,
  ) {
    this.searchButton = page.getByRole('button', { name: '查詢' });
    this.table = page.getByRole('table');
  }

  async open(): Promise<void> {
    await this.page.getByRole('menuitem', { name: this.menuItem }).click();
    await expect(this.page).toHaveURL(this.url);
  }

  /** Picks the choice titled `title` of an antd select. */
  async pick(select: Locator, title: string): Promise<void> {
    // antd draws the chosen value over the search input.
    await select.click({ force: true });
    // The visible choices are titled items; the role=option elements are antd's hidden a11y list.
    const list = `#${await select.getAttribute('id')}_list`;
    await this.page
      .locator('.ant-select-dropdown', { has: this.page.locator(list) })
      .getByTitle(title, { exact: true })
      .click();
  }
}
