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

  /** The open 更多 menu of a row (antd Dropdown, in its own layer). */
  private openMenu(): Locator {
    return this.page.locator('.ant-dropdown:visible').getByRole('menu');
  }

  /**
   * The names of a row's actions, in their order: the row's button (編輯, else the first), then its 更多 menu's
   * entries (issue 41 item 7: one line at 1366×768), read by opening the menu and closing it again.
   */
  async actionNames(transCode: string): Promise<string[]> {
    const row = this.row(transCode);
    await expect(row).toBeVisible();
    const buttons = (await row.getByRole('button').allInnerTexts()).map((t) => t.trim());
    if (!buttons.includes('更多')) return buttons;
    await row.getByRole('button', { name: '更多', exact: true }).click();
    const menu = this.openMenu();
    await expect(menu).toBeVisible();
    const entries = (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
    await this.page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    return [...buttons.filter((b) => b !== '更多'), ...entries];
  }

  /** Runs a row's action by its name: its button, or the entry of its 更多 menu. */
  async runAction(transCode: string, name: string): Promise<void> {
    const row = this.row(transCode);
    await expect(row).toBeVisible();
    const button = row.getByRole('button', { name, exact: true });
    if ((await button.count()) > 0) return button.click();
    await row.getByRole('button', { name: '更多', exact: true }).click();
    await this.openMenu().getByRole('menuitem', { name, exact: true }).click();
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
