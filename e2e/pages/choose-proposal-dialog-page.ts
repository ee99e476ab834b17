import { expect, type Locator, type Page } from '@playwright/test';

/** 選擇保險公司及案件類型 (spec 2 §2.2), opened by 新增要保書. */
export class ChooseProposalDialogPage {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: '選擇保險公司及案件類型' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: '新增要保書' }).click();
    await expect(this.dialog).toBeVisible();
    // A click during the dialog's opening motion can be lost on a loaded machine: wait until it has settled.
    await expect(this.dialog).not.toHaveClass(/ant-zoom-appear/);
  }

  insurer(name: string): Locator {
    return this.dialog.getByRole('region', { name: '保險公司' }).getByRole('button', { name });
  }

  caseType(name: '行動投保' | '遠距投保'): Locator {
    return this.dialog.getByRole('region', { name: '案件類型' }).getByRole('button', { name });
  }

  async confirm(): Promise<void> {
    await this.dialog.getByRole('button', { name: '確定' }).click();
  }
}
