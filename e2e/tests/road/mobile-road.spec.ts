import { amlMessages, signingMessages } from '@agent-portal/contracts/messages';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { AmlFormPage } from '../../pages/aml-form-page';
import { AnalysisStepsPage } from '../../pages/analysis-steps-page';
import { AttachmentsPage, realImage } from '../../pages/attachments-page';
import { answerInsurerApp, jumpSignedCase } from '../../pages/insurer-jump';
import { ProposalSearchPage } from '../../pages/proposal-search-page';
import { SigningPanel } from '../../pages/signing-dialog-page';
import { fillMinorInsured, WALK_MINOR } from '../../pages/customer-steps-walk';
import { CustomerStepsPage } from '../../pages/customer-steps-page';
import { passCheckItems } from '../attachments/wizard-steps';
import { EXISTING, lookUpExisting, STEP_WAIT } from './road';
import { startNewCase } from '../../pages/choose-proposal-dialog-page';

/**
 * Issue 41 item 1: the agent's whole mobile road through the UI alone at 1366×768, from the list's 新增要保書 to
 * the insurer: an existing customer by ID lookup (reference addresses confirmed through the address dialog), a
 * minor insured with a legal representative, check items, attachments, AML with EDD, statements, written
 * analysis, every signature in the wizard's n8, 下一步 to n9 (no dead end), the jump.
 */
test.use({ viewport: { width: 1366, height: 768 } });
// Every step typed for real, nine signatures and their PDFs: minutes on a busy machine.
test.describe.configure({ timeout: 420_000 });

test.beforeEach(async ({ context, mockCore, signIn }) => {
  await mockCore.reset();
  // The jump's reminder hour not reached; the insurer's app answered here.
  await mockCore.setParameter('APP_REMIND_TIME', '24');
  await answerInsurerApp(context);
  await signIn(users.agent);
});

test('mobile road: list → n1 (lookup) … n8 every signature → 下一步 n9 → the jump', async ({
  page,
  mockCore,
}) => {
  const steps = new AnalysisStepsPage(page);
  const customer = new CustomerStepsPage(page);
  await startNewCase(page, '行動投保');
  await steps.expectStep('proposalMain', 'INS_S1', STEP_WAIT);

  // n1 要保人: the existing customer by the lookup, the reference addresses confirmed, the consent by SMS.
  await lookUpExisting(page, mockCore);
  await steps.next.click();
  await steps.expectStep('proposalMain', 'INS_S2', STEP_WAIT);

  // n2 被保險人: the policyholder's child of 5, typed.
  await customer.choose('relationOwnerCode', '子女');
  await fillMinorInsured(page);
  await steps.next.click();
  await steps.expectStep('proposalMain', 'INS_S3', STEP_WAIT);

  // n3 法定代理人: the insured's representative is the policyholder, by the box's own lookup.
  const box = page.getByTestId('legal-I');
  await customer.dialogs.lookup(
    EXISTING.cusIdn,
    box.getByRole('button', { name: '法定代理人身分證字號查詢' }),
  );
  await customer.dialogs.okTopModal();
  await expect(customer.dialogs.lookupDialog).toBeHidden();
  await expect(customer.field('法定代理人姓名')).toHaveValue(EXISTING.cusName);
  await customer.choose('I.legRelOwnerCode', '父母');
  await steps.next.click();
  await steps.expectStep('proposalMain', 'INS_S4', STEP_WAIT);

  // n4 檢核項目, n5 附件上傳.
  await passCheckItems(page, steps, 'proposalMain');
  await new AttachmentsPage(page).upload('其他文件', [await realImage(page, '身分證影本.jpg', 'image/jpeg')]);
  await steps.next.click();

  // AML: the agent's answer (洗錢疑慮 是) makes the case high-risk; the EDD tab is forced and filled.
  await steps.expectStep('proposalMain', 'AML', STEP_WAIT);
  const aml = new AmlFormPage(page, page.getByRole('main'));
  await aml.fillRisk({ ml: 'Y' });
  await aml.button('儲存').click();
  await aml.acknowledge(amlMessages.HIGH_RISK);
  await aml.expectEddOpen();
  await aml.fillEdd();
  await aml.saveCheckAndFinish();
  await aml.expectFinishedMark();
  await steps.next.click();

  // n6 其他聲明事項, n7 書面分析.
  await steps.passStatementsAndAnalysis();

  // n8 簽名: the policyholder, the insured and the representative sign every location.
  const transCode = new URL(page.url()).searchParams.get('transCode') ?? '';
  const signing = new SigningPanel(page, page.getByRole('tabpanel'));
  const before = await signing.state(transCode);
  expect(before.signers.map((s) => [s.label, s.name])).toEqual([
    ['要保人', EXISTING.cusName],
    ['被保險人', WALK_MINOR.cusName],
    ['法定代理人', EXISTING.cusName],
  ]);
  for (const block of before.blocks) await signing.sign(block.signCode, block.recCode);
  await expect(page.getByTestId('sign-hint')).toContainText(signingMessages.ALL_SIGNED);
  await expect(page.getByTestId('signing-completeness')).toHaveText(signingMessages.ALL_SIGNED);

  // 下一步 after the last signature: n9 at once, alone (no way back to n1).
  await signing.root.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/proposalMain\/steps\/INS_S9\?.*routerPage=INS_S9/);
  await expect(steps.tab(/經紀人報告書/)).toBeVisible();
  await expect(steps.tab(/要保人/)).toHaveCount(0);

  // The jump: every signer signed, the insurer's app in a new tab, the case in O.
  await jumpSignedCase(page);
  const jumped = (await new ProposalSearchPage(page).apiRows()).find((r) => r.transCode === transCode);
  expect(jumped).toMatchObject({ polState: 'O' });
  expect(jumped?.signoffDt).toBeTruthy();
});
