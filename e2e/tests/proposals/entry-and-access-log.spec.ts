import { proposalMessages as pm, signingMessages as sm } from '@agent-portal/contracts/messages';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { fillPolicyholder } from '../../pages/customer-steps-walk';
import { clickUntilClosed, dialogsAtRest } from '../../pages/alert-dialog';
import { ProposalSearchPage } from '../../pages/proposal-search-page';
import { WizardPage } from '../../pages/wizard-page';

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

test('a home card opens its proposal: the list shows that case and the wizard opens it', async ({
  page,
  homePage,
}) => {
  await homePage.expectLoaded();
  const card = page.getByRole('article').first();
  const transCode = (await card.getAttribute('aria-label')) ?? '';
  expect(transCode).not.toBe('');
  const proposals = new ProposalSearchPage(page);
  const row = (await proposals.apiRows()).find((r) => r.transCode === transCode);
  expect(row, 'the card is a case of the list').toBeDefined();

  await card.click();
  // Edit when the state allows it, else the preview: either way the wizard with this case.
  await expect(page).toHaveURL(
    new RegExp(`/proposal/proposal(Main|Remote)/steps/\\w+\\?.*transCode=${transCode}`),
  );
  await expect(new WizardPage(page).title).toBeVisible();
});

test('row actions, the choose dialog and the wizard buttons write the access log with sysType F', async ({
  page,
  mockCore,
}) => {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const row = (await proposals.apiRows()).find((r) => r.polState === 'N' && r.polInsureType === 'M');
  expect(row, 'an N mobile case').toBeDefined();
  await page.getByLabel('要保人姓名').fill(row!.oCusName);
  await proposals.searchButton.click();
  await proposals.runAction(row!.transCode, '刪除');
  await proposals.answer('是否確認刪除此筆資料？', '取消');
  await expect
    .poll(async () => (await mockCore.accessLog('ProposalSearch')).find((e) => e.methodName === 'delete'))
    .toMatchObject({ sysType: 'F', transCode: row!.transCode, actionMsg: '刪除' });

  await page.getByRole('button', { name: '新增要保書' }).click();
  const dialog = page.getByRole('dialog', { name: '選擇保險公司及案件類型' });
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect
    .poll(async () => (await mockCore.accessLog('ProposalChooseDialog')).map((e) => e.sysType))
    .toEqual(['F']);

  const wizard = new WizardPage(page);
  await page.goto(
    `/proposal/proposalMain/steps/INS_S1?compCode=TY&polInsureType=M&transCode=${row!.transCode}`,
  );
  await fillPolicyholder(page);
  await wizard.next.click();
  await wizard.expectStep('proposalMain', 'INS_S2');
  await wizard.tab('✓ 要保人').click();
  await wizard.expectStep('proposalMain', 'INS_S1');
  await wizard.leave.click();
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  const stepEntries = async (methods: string[]) =>
    (await mockCore.accessLog('ProposalSteps'))
      .filter((e) => methods.includes(e.methodName ?? ''))
      .map((e) => [e.methodName, e.stepCode, e.transCode, e.sysType]);
  // The wizard's buttons, in order.
  await expect
    .poll(() => stepEntries(['next', 'changeTab', 'leave']))
    .toEqual([
      ['next', 'INS_S1', row!.transCode, 'F'],
      ['changeTab', 'INS_S2', row!.transCode, 'F'],
      ['leave', 'INS_S1', row!.transCode, 'F'],
    ]);
  // n1's customer-data checks behind 下一步 (issue 41 item 8), on the case and its step.
  await expect
    .poll(async () => (await stepEntries(['checkAddress', 'checkCusName'])).sort())
    .toEqual([
      ['checkAddress', 'INS_S1', row!.transCode, 'F'],
      ['checkCusName', 'INS_S1', row!.transCode, 'F'],
    ]);
});

test('editing an S case: unsigned mobile tells the customer has not signed; signed or remote go to the last step', async ({
  page,
}) => {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const rows = await proposals.apiRows();
  const unsigned = rows.find((r) => r.polState === 'S' && r.polInsureType === 'M' && r.compCode === 'TY');
  const signed = rows.find((r) => r.polState === 'S' && r.polInsureType === 'M' && r.compCode === 'FG');
  const remote = rows.find((r) => r.polState === 'S' && r.polInsureType === 'R' && !r.overdue);
  expect([unsigned, signed, remote].every(Boolean), 'the S fixtures').toBe(true);

  const edit = async (transCode: string, name: string) => {
    await proposals.goto();
    await page.getByLabel('要保人姓名').fill(name);
    await proposals.searchButton.click();
    await proposals.runAction(transCode, '編輯');
  };

  await edit(unsigned!.transCode, unsigned!.oCusName);
  const warning = page.locator('.ant-modal-confirm').filter({ hasText: pm.CUSTOMER_NOT_SIGNED });
  await clickUntilClosed(warning, '確定');
  // Then the signature dialog (features/signing) opens over the list; leaving it asks first.
  await expect(page).toHaveURL(/\/proposal$/);
  const dialog = page.getByRole('dialog', { name: sm.DIALOG_TITLE });
  await expect(dialog).toBeVisible();
  // Its state loaded and the dialog standing still: a click during the opening motion can be lost (signing.spec).
  await expect(dialog.locator('[data-sign-block]').first()).toBeVisible();
  await dialogsAtRest(page);
  await dialog.getByRole('button', { name: '離開' }).click();
  await page
    .locator('.ant-modal-confirm')
    .filter({ hasText: sm.LEAVE_CONFIRM })
    .getByRole('button', { name: '確定' })
    .click();
  await expect(dialog).toBeHidden();

  await edit(signed!.transCode, signed!.oCusName);
  await expect(page).toHaveURL(
    new RegExp(`/proposal/proposalMain/steps/INS_S9\\?.*transCode=${signed!.transCode}.*routerPage=INS_S9`),
  );

  await edit(remote!.transCode, remote!.oCusName);
  await expect(page).toHaveURL(
    new RegExp(
      `/proposal/proposalRemote/steps/REMOTE_S7\\?.*transCode=${remote!.transCode}.*routerPage=REMOTE_S7`,
    ),
  );
});
