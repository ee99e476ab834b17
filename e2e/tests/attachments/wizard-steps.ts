import { expect, type Page } from '@playwright/test';
import type { ProposalRow } from '../../pages/proposal-search-page';
import { WizardPage } from '../../pages/wizard-page';
import { AttachmentsPage, realImage } from '../../pages/attachments-page';

export const CHECK_GROUPS = [
  '業務員檢核',
  '要保人檢核',
  '風險屬性檢核',
  '財務狀況檢核',
  '契約內容檢核',
  '其他檢核',
];

/** A seeded N draft of the signed-in agent (mobile unless asked). */
export async function draftCase(page: Page, type: 'M' | 'R' = 'M'): Promise<ProposalRow> {
  const res = await page.request.get('/api/proposals');
  const rows = (await res.json()) as ProposalRow[];
  const row = rows.find((r) => r.polState === 'N' && r.polInsureType === type);
  if (!row) throw new Error('no N draft in the fixtures');
  return row;
}

/** Opens the wizard on the draft and passes n1-n3 for real (the shared walk of e2e/pages). */
export { passCustomerSteps } from '../../pages/customer-steps-walk';

/** Fills every description and needed reason of the check items (n4 or the 檢核總表 dialog). */
export async function fillCheckItems(page: Page, scope = page.locator('body')): Promise<void> {
  for (const g of CHECK_GROUPS) await scope.getByLabel(`${g}說明`).fill(`${g}：已確認`);
  const reasons = scope.getByLabel(/異動原因$/);
  for (let i = 0; i < (await reasons.count()); i++) await reasons.nth(i).fill('本年度調薪');
}

/** n4 done quickly: descriptions, reasons and one AG photo, then 下一步 to n5. */
export async function passCheckItems(
  page: Page,
  wizard: WizardPage,
  kind: 'proposalMain' | 'proposalRemote',
) {
  await fillCheckItems(page);
  await new AttachmentsPage(page).upload('業務員檢核檔案', [
    await realImage(page, '親晤照片.jpg', 'image/jpeg'),
  ]);
  await wizard.next.click();
  await wizard.expectStep(kind, kind === 'proposalRemote' ? 'REMOTE_S5' : 'INS_S5');
  await expect(page.getByText('附件上傳').first()).toBeVisible();
}
