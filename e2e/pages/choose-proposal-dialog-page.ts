import { expect, type Locator, type Page } from '@playwright/test';
import { ProposalSearchPage } from './proposal-search-page';

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

/** From the list: 新增要保書, 長泓人壽 (the insurer offering both case types), the case type, 確定. */
export async function startNewCase(page: Page, caseType: '行動投保' | '遠距投保'): Promise<void> {
  const proposals = new ProposalSearchPage(page);
  // The list's chunk is large: on a loaded machine it takes longer than goto()'s 10 s to show.
  await page.goto('/proposal');
  await expect(proposals.searchButton).toBeVisible({ timeout: 60_000 });
  const choose = new ChooseProposalDialogPage(page);
  await choose.open();
  await choose.insurer('長泓人壽保險股份有限公司').click();
  await choose.caseType(caseType).click();
  // 遠距投保 is taken once the BFF confirmed the agent's remote training: 確定 before that finds no case type.
  await expect(choose.caseType(caseType)).toHaveAttribute('aria-pressed', 'true');
  await choose.confirm();
}
