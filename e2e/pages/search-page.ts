import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './antd-select';

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
    await chooseOption(this.page, select, title);
  }
}
