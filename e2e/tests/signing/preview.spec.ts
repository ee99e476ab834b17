import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { ProposalSearchPage, type ProposalRow } from '../../pages/proposal-search-page';

// PDFs with their Chinese face and pdf.js pages: slow on a busy machine.
test.beforeEach(async ({ mockCore, page, signIn }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await mockCore.reset();
  await signIn(users.agent);
});

async function openPreview(proposals: ProposalSearchPage, match: (r: ProposalRow) => boolean) {
  const row = (await proposals.apiRows()).find(match);
  if (!row) throw new Error('no such fixture case');
  await proposals.showPageSize(50);
  // The row's own action (issue 23 item 9), beside 預覽.
  await proposals.runAction(row.transCode, '文件預覽');
  const dialog = proposals.page.getByRole('dialog').filter({ hasText: '要保書預覽' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the preview of a mobile case has the four tabs, its PDFs and the auto-logout countdown', async ({
  page,
}) => {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const dialog = await openPreview(proposals, (r) => r.polState === 'U' && r.preSignState === 'R');
  await expect(dialog.getByRole('tab')).toHaveText(['要保書', '書面分析', '同意書', '附件'], {
    timeout: 30_000,
  });
  await expect(dialog.getByTestId('preview-countdown')).toContainText(/\d+秒後自動登出/);
  await expect(dialog.getByRole('img', { name: '第 2 頁' })).toBeVisible();
  await dialog.getByRole('tab', { name: '附件' }).click();
  await expect(dialog.getByRole('region', { name: '附件 2' })).toBeVisible();
});

test('the preview of a remote case has no proposal or consent tab', async ({ page }) => {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const dialog = await openPreview(proposals, (r) => r.polState === 'U' && r.polInsureType === 'R');
  await expect(dialog.getByRole('tab')).toHaveText(['書面分析', '附件'], { timeout: 30_000 });
});

test('a failing document shows 文件產出發生異常，請聯絡系統管理員。, then 重新載入 loads it again', async ({
  page,
  mockCore,
}) => {
  await mockCore.addFault({ pathPrefix: '/ins/common/insPolicies/records', status: 500, times: 1 });
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const dialog = await openPreview(proposals, (r) => r.polState === 'A' && r.polInsureType === 'M');
  await expect(dialog.getByTestId('preview-failed')).toContainText('文件產出發生異常，請聯絡系統管理員。');
  // The core answers again (the fault was for one call): spec 2 §8's "then reload".
  await dialog.getByTestId('preview-failed').getByRole('button', { name: '重新載入' }).click();
  await expect(dialog.getByRole('tab')).toHaveText(['要保書', '書面分析', '同意書', '附件'], {
    timeout: 30_000,
  });
  await expect(dialog.getByTestId('preview-failed')).toHaveCount(0);
});
