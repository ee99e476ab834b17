import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { passAmlStep } from '../../pages/aml-form-page';
import { AnalysisStepsPage } from '../../pages/analysis-steps-page';
import { AttachmentsPage, realImage } from '../../pages/attachments-page';
import { startNewCase } from '../../pages/choose-proposal-dialog-page';
import { answerInsurerApp, jumpSignedCase } from '../../pages/insurer-jump';
import { WALK_OWNER, walkCustomerSteps } from '../../pages/customer-steps-walk';
import { ProposalSearchPage } from '../../pages/proposal-search-page';
import { SigningPanel } from '../../pages/signing-dialog-page';
import { passCheckItems } from '../attachments/wizard-steps';

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

test('a mobile case from n1 to the insurer in the UI alone: every step, the signatures, n9, the jump', async ({
  page,
  context,
  mockCore,
}) => {
  await mockCore.setParameter('APP_REMIND_TIME', '24');
  await answerInsurerApp(context);
  const proposals = new ProposalSearchPage(page);
  await startNewCase(page, '行動投保');

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
  await steps.passStatementsAndAnalysis();

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
  await jumpSignedCase(page);
  const jumped = (await proposals.apiRows()).find((r) => r.transCode === transCode);
  expect(jumped).toMatchObject({ polState: 'O' });
  expect(jumped?.signoffDt).toBeTruthy();
});
