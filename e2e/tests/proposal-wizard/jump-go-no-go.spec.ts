import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { passAmlStep } from '../../pages/aml-form-page';
import { AnalysisStepsPage } from '../../pages/analysis-steps-page';
import { AttachmentsPage, realImage } from '../../pages/attachments-page';
import { ChooseProposalDialogPage } from '../../pages/choose-proposal-dialog-page';
import { WALK_OWNER, walkCustomerSteps } from '../../pages/customer-steps-walk';
import { ProposalSearchPage } from '../../pages/proposal-search-page';
import { SigningPanel } from '../../pages/signing-dialog-page';
import { passCheckItems } from '../attachments/wizard-steps';
import { tick } from '../../pages/tick';

/**
 * Issue 20 item 5: a mobile case goes from n1 to the insurer through the UI alone (no typed address), and the
 * jump's go/no-go is the BFF's: 完整性檢查 shows its verdict, and the jump of an incomplete case is refused.
 */
test.use({ viewport: { width: 1440, height: 900 } });
// The whole wizard walked for real, seven signatures and PDFs: slow on a busy machine.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

const STATEMENTS = [
  '保險商品重要事項告知書',
  '保險業招攬及核保作業聲明書',
  '個人資料蒐集、處理及利用告知聲明',
];

async function fillAnalysis(steps: AnalysisStepsPage) {
  await tick(steps.checkbox('投保目的', '保障'));
  await tick(steps.radio('投保險種', '傳統型'));
  await steps.page.getByLabel('保額', { exact: true }).fill('1000000');
  await tick(steps.radio('是否已投保其他保險', '否'));
  await steps.select('幣別', '新臺幣');
  await steps.select('繳別', '年繳');
  await steps.page.getByLabel('保費', { exact: true }).fill('36000');
  await steps.select('距離退休年數', '10~20年');
  await tick(steps.checkbox('保費來源', '薪資收入'));
  for (const q of ['建議投保商品', '建議保額', '建議保障內容', '建議保費'])
    await tick(steps.radio(q, '符合客戶需求'));
  await tick(steps.radio('建議投保理由', '符合保障需求'));
}

test('a mobile case from n1 to the insurer in the UI alone: every step, the signatures, n9, the jump', async ({
  page,
  context,
  mockCore,
}) => {
  await mockCore.setParameter('APP_REMIND_TIME', '24');
  await context.route(/^https:\/\/.*\/entry\?/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>insurer app</h1>' }),
  );
  const proposals = new ProposalSearchPage(page);
  // The list's chunk is large: on a loaded machine it takes longer than goto()'s 10 s to show.
  await page.goto('/proposal');
  await expect(proposals.searchButton).toBeVisible({ timeout: 60_000 });
  const choose = new ChooseProposalDialogPage(page);
  await choose.open();
  await choose.insurer('長泓人壽保險股份有限公司').click();
  await choose.caseType('行動投保').click();
  await choose.confirm();

  const steps = new AnalysisStepsPage(page);
  await walkCustomerSteps(page, 'proposalMain');
  const transCode = new URL(page.url()).searchParams.get('transCode') ?? '';
  expect(transCode).toMatch(/^T/);

  // Not complete yet: the panel shows the BFF's verdict, and the BFF refuses a jump now.
  await page.getByRole('button', { name: '完整性檢查' }).click();
  const panel = page.locator('.ant-drawer-content').filter({ hasText: '完整性檢查' });
  await expect(panel.getByTestId('completeness-verdict')).toHaveText(/^本案尚未完整：尚有 \d+ 項待完成$/);
  await expect(panel.getByTestId('completeness-aml')).toContainText('洗錢防制評估');
  await expect(panel.getByTestId('completeness-signature').first()).toContainText('未簽署');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  const early = await page.request.post(`/api/proposals/${transCode}/jump`, {
    headers: { 'X-CSRF': '1' },
    data: { visitingAgent: true, from: 'INS_S8' },
  });
  expect(early.status()).toBe(409);
  expect((await early.json()).error.code).toBe('JUMP_INCOMPLETE');

  await passCheckItems(page, steps, 'proposalMain');
  await new AttachmentsPage(page).upload('其他文件', [await realImage(page, '身分證影本.jpg', 'image/jpeg')]);
  await steps.next.click();
  await passAmlStep(page, 'proposalMain');
  await steps.expectStep('proposalMain', 'INS_S6');
  for (const name of STATEMENTS) {
    await steps.agreeButton(name).click();
    await expect(steps.panel(name).locator('.ant-tag', { hasText: '已同意' })).toBeVisible();
  }
  await steps.next.click();
  await steps.expectStep('proposalMain', 'INS_S7');
  await fillAnalysis(steps);
  await steps.next.click();
  await steps.expectStep('proposalMain', 'INS_S8');

  // Every signer signs every location on the n8 step.
  const signing = new SigningPanel(page, page.getByRole('tabpanel'));
  const before = await signing.state(transCode);
  // The signers are the customers the walk saved (issue 23 item 14): the policyholder, insured as 本人, no representative.
  expect(before.signers.map((s) => [s.label, s.name])).toEqual([
    ['要保人', WALK_OWNER.cusName],
    ['被保險人', WALK_OWNER.cusName],
  ]);
  expect(before.remaining).toBe(6);
  for (const block of before.blocks) await signing.sign(block.signCode, block.recCode);
  await expect(page.getByTestId('sign-hint')).toContainText('所有簽名已完成');
  // The evidence view from the step itself (issue 23 item 9): every signature just given, verified.
  await page.getByRole('button', { name: '簽名證據' }).click();
  const evidence = page.getByRole('dialog', { name: `簽名證據 ${transCode}` });
  await expect(evidence.getByTestId('evidence-chain')).toContainText(/共 \d+ 筆，雜湊鏈驗證無誤/);
  await page.keyboard.press('Escape');
  await expect(evidence).toBeHidden();

  // Only now complete, from the server.
  await page.getByRole('button', { name: '完整性檢查' }).click();
  await expect(panel.getByTestId('completeness-verdict')).toHaveText('本案已完整，可跳轉保險公司');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // 下一步 → n9, whose final action is the jump.
  await signing.root.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/proposalMain\/steps\/INS_S9\?.*routerPage=INS_S9/);
  await page.getByTestId('final-jump').getByText('跳轉保險公司（簽名已完成）').click();
  const list = page.locator('.ant-modal-confirm').filter({ has: page.getByTestId('jump-confirm') });
  await expect(list).not.toContainText('待簽');
  const popup = page.waitForEvent('popup');
  await list.getByRole('button', { name: '確定' }).click();
  const tab = await popup;
  await tab.waitForURL(/^https:\/\/.+\/entry\?agent=AG00001/);
  await expect(page).toHaveURL(/\/proposal$/);
  const jumped = (await proposals.apiRows()).find((r) => r.transCode === transCode);
  expect(jumped).toMatchObject({ polState: 'O' });
  expect(jumped?.signoffDt).toBeTruthy();
});
