import { expect, type Locator, type Page } from '@playwright/test';
import { clickUntilClosed } from './alert-dialog';
import type { components } from '@agent-portal/contracts/generated/bff';
import { SearchPage } from './search-page';

export type ProposalRow = components['schemas']['ProposalRow'];

/** 要保書查詢 (/proposal). */
export class ProposalSearchPage extends SearchPage {
  readonly status: Locator;
  readonly caseType: Locator;
  readonly modifiedFrom: Locator;
  readonly modifiedTo: Locator;
  readonly clearButton: Locator;

  constructor(page: Page) {
    super(page, '要保書', /\/proposal$/);
    this.status = page.getByRole('combobox', { name: '處理狀態' });
    this.caseType = page.getByRole('combobox', { name: '案件類型' });
    this.modifiedFrom = page.getByLabel('最後異動日期-起');
    this.modifiedTo = page.getByLabel('最後異動日期-迄');
    this.clearButton = page.getByRole('button', { name: '清除全部' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/proposal${query}`);
    await expect(this.searchButton).toBeVisible();
  }

  /** Data rows of the result table: each has its 簽名狀態 expander (not the header, nor an expanded row). */
  dataRows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name: '簽名狀態' }) });
  }

  /** The cells of the spec 2 §2.1 column `n` (1-based) in every row: after the row's expand cell (signer status). */
  column(n: number): Locator {
    return this.dataRows().locator(`td:nth-child(${n + 1})`);
  }

  /** A row's cell of the spec 2 §2.1 column at `index` (0-based), past the expand cell. */
  cell(transCode: string, index: number): Locator {
    return this.row(transCode)
      .locator('td')
      .nth(index + 1);
  }

  row(transCode: string): Locator {
    return this.dataRows().filter({ hasText: transCode });
  }

  /** The labels of the row's action buttons, in their order. */
  /** The row's action buttons, to compare with `toHaveText`. */
  actions(transCode: string): Locator {
    return this.row(transCode).getByRole('button');
  }

  async showPageSize(size: 5 | 10 | 15 | 25 | 50): Promise<void> {
    // The size changer's input has no id: open and pick again until the changer shows the size (a lost click).
    const changer = this.page.locator('.ant-pagination-options .ant-select');
    const item = this.page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(`${size} 筆/頁`, { exact: true });
    await expect(async () => {
      if (!(await item.isVisible())) await changer.click({ timeout: 3_000 });
      await item.click({ timeout: 3_000 });
      await expect(changer.locator('.ant-select-selection-item')).toHaveText(`${size} 筆/頁`, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
  }

  /** Types a date (yyyy/MM/dd) into one of the range pickers. */
  async typeDate(picker: Locator, date: string): Promise<void> {
    await picker.click();
    await picker.fill(date);
    await picker.press('Enter');
  }

  /** The agent's rows as the BFF answers them (the browser's session). */
  async apiRows(query: Record<string, string> = {}): Promise<ProposalRow[]> {
    const res = await this.page.request.get('/api/proposals', { params: query });
    expect(res.ok(), 'proposal list').toBeTruthy();
    return (await res.json()) as ProposalRow[];
  }

  /** The confirmation dialog (antd confirm): its text, then 確定 or 取消. */
  async answer(question: string, button: '確定' | '取消'): Promise<void> {
    await clickUntilClosed(this.page.locator('.ant-modal-confirm').filter({ hasText: question }), button);
  }
}
