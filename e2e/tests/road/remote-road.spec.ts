import { amlMessages } from '@agent-portal/contracts/messages';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { AmlFormPage } from '../../pages/aml-form-page';
import { AnalysisStepsPage, fillWrittenAnalysis } from '../../pages/analysis-steps-page';
import { AttachmentsPage, realImage } from '../../pages/attachments-page';
import { CustomerStepsPage } from '../../pages/customer-steps-page';
import { ProposalSearchPage } from '../../pages/proposal-search-page';
import { passCheckItems } from '../attachments/wizard-steps';
import { EXISTING, lookUpExisting, STEP_WAIT } from './road';
import { startNewCase } from '../../pages/choose-proposal-dialog-page';

/**
 * Issue 41 item 1: the remote road through the UI alone at 1366×768, from the list's 新增要保書 to its jump: the
 * existing customer by ID lookup (reference addresses confirmed through the dialog) insured as 本人, check items,
 * attachments, AML, the written analysis and its 轉保險公司.
 */
test.use({ viewport: { width: 1366, height: 768 } });
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

test('remote road: list → n1 (lookup) … n7 → 轉保險公司', async ({ page, context, mockCore }) => {
  const steps = new AnalysisStepsPage(page);
  await startNewCase(page, '遠距投保');
  await steps.expectStep('proposalRemote', 'REMOTE_S1', STEP_WAIT);

  await lookUpExisting(page, mockCore);
  await steps.next.click();
  await steps.expectStep('proposalRemote', 'REMOTE_S2', STEP_WAIT);
  const customer = new CustomerStepsPage(page);
  await customer.choose('relationOwnerCode', '本人');
  await expect(customer.field('姓名')).toHaveValue(EXISTING.cusName);
  // No party under age: 下一步 goes past n3.
  await steps.next.click();
  await steps.expectStep('proposalRemote', 'REMOTE_S4', STEP_WAIT);

  await passCheckItems(page, steps, 'proposalRemote');
  await new AttachmentsPage(page).upload('其他文件', [await realImage(page, '身分證影本.jpg', 'image/jpeg')]);
  await steps.next.click();
  await steps.expectStep('proposalRemote', 'AML', STEP_WAIT);
  const aml = new AmlFormPage(page, page.getByRole('main'));
  await aml.fillRisk();
  await aml.button('儲存').click();
  await aml.expectToast(amlMessages.SAVED);
  await aml.button('完成').click();
  await aml.expectToast(amlMessages.FINISHED);
  await aml.expectFinishedMark();
  await steps.next.click();

  await steps.expectStep('proposalRemote', 'REMOTE_S6', STEP_WAIT);
  const transCode = new URL(page.url()).searchParams.get('transCode') ?? '';
  await fillWrittenAnalysis(steps);
  await page.getByRole('button', { name: '轉保險公司' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '轉保險公司前請確認下列事項' });
  await expect(confirm.getByTestId('jump-reminders').getByRole('listitem').first()).toBeVisible();
  // The insurer's site is outside this network: answered here so the new tab keeps its address.
  await context.route('https://**/*', (route) =>
    route.fulfill({ body: 'insurer app', contentType: 'text/plain' }),
  );
  const popup = page.waitForEvent('popup');
  await confirm.getByRole('button', { name: '轉保險公司' }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^https:\/\//);
  await expect(page).toHaveURL(/\/proposal(\?|$)/);
  const jumped = (await new ProposalSearchPage(page).apiRows()).find((r) => r.transCode === transCode);
  expect(jumped).toMatchObject({ polInsureType: 'R', polState: 'O' });
});
