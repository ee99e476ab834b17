import type { Locator, Page } from '@playwright/test';
import { SearchPage } from './search-page';

/** 表單下載. */
export class FormDownloadPage extends SearchPage {
  readonly category: Locator;
  readonly name: Locator;

  constructor(page: Page) {
    super(page, '表單下載', /\/formDownload$/);
    this.category = page.getByLabel('表單類別');
    this.name = page.getByLabel('表單名稱');
  }

  row(formName: string): Locator {
    return this.table.getByRole('row').filter({ hasText: formName });
  }

  async pickCategory(label: string): Promise<void> {
    await this.pick(this.category, label);
  }
}
