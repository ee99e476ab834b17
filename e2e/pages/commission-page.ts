import type { Locator, Page } from '@playwright/test';
import { SearchPage } from './search-page';

/** 佣金查詢. */
export class CommissionPage extends SearchPage {
  readonly start: Locator;
  readonly end: Locator;
  readonly error: Locator;
  readonly detailDialog: Locator;

  constructor(page: Page) {
    super(page, '佣金查詢', /\/commissionSearch$/);
    this.start = page.getByLabel('佣金月份-起');
    this.end = page.getByLabel('佣金月份-迄');
    this.error = page.getByRole('alert');
    this.detailDialog = page.getByRole('dialog', { name: '佣金明細' });
  }

  /** Data rows of the result table: each has its 明細 button. */
  dataRows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('button', { name: '明細' }) });
  }
}
