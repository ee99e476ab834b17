import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { AnalysisStepsPage, coreRequests } from '../../pages/analysis-steps-page';

// The walk passes n1-n5 for real first: slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

test('n6: statements of all three kinds read and agreed, then the records are posted', async ({
  page,
  request,
}) => {
  const steps = new AnalysisStepsPage(page);
  await steps.walkTo('proposalMain', 'INS_S6', 'compCode=CH&polInsureType=M');

  // One panel each: ANNEX and PDF drawn by pdf.js (two pages each), HTML in a sandboxed frame.
  const annex = steps.panel('保險商品重要事項告知書');
  const pdf = steps.panel('保險業招攬及核保作業聲明書');
  const html = steps.panel('個人資料蒐集、處理及利用告知聲明');
  await expect(annex.getByRole('img', { name: '第 2 頁' })).toBeVisible();
  await expect(pdf.getByRole('img', { name: '第 1 頁' })).toBeVisible();
  await expect(html.frameLocator('iframe').getByText(/個人資料保護法第八條/)).toBeVisible();
  const width = await annex
    .getByRole('img', { name: '第 1 頁' })
    .evaluate((c) => c.getBoundingClientRect().width);
  expect(Math.round(width)).toBe(Math.round(595.28 * 0.8)); // STATEMENT_PRESENT 80 %

  await steps.next.click();
  await expect(page.getByText('請詳閱並同意聲明事項文件!')).toBeVisible();
  await steps.expectStep('proposalMain', 'INS_S6');

  for (const name of [
    '保險商品重要事項告知書',
    '保險業招攬及核保作業聲明書',
    '個人資料蒐集、處理及利用告知聲明',
  ]) {
    await steps.agreeButton(name).click();
    await expect(steps.panel(name).locator('.ant-tag', { hasText: '已同意' })).toBeVisible();
    await expect(steps.panel(name).locator('.ant-collapse-content-active')).toHaveCount(0);
  }
  expect(await coreRequests(request, '/ins/common/insPoliciesReview')).toHaveLength(3);

  await steps.next.click();
  await steps.expectStep('proposalMain', 'INS_S7');
  await expect(steps.tab('✓ 其他聲明事項')).toBeVisible();
  expect(await coreRequests(request, '/ins/common/insPoliciesRecords')).toHaveLength(1);
});
