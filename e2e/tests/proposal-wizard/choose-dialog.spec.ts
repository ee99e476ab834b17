import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { ChooseProposalDialogPage } from '../../pages/choose-proposal-dialog-page';
import { WizardPage } from '../../pages/wizard-page';

/** remoteEduYn N, no OTP (mocks/src/fixtures/users.ts). */
const untrained = { userCode: 'AG00005', password: 'Demo2468' };

test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

test('choose dialog: both choices required, remote only where the insurer takes it, then the mobile wizard', async ({
  page,
  signIn,
}) => {
  await signIn(users.agent);
  const choose = new ChooseProposalDialogPage(page);
  await choose.open();
  await expect(choose.dialog).toContainText('請先取得客戶同意');
  await expect(choose.insurer('百鵬產物保險股份有限公司')).toHaveAttribute('aria-disabled', 'true');

  await choose.confirm();
  await expect(choose.dialog.getByText('請選擇要保書保險公司')).toBeVisible();
  await expect(choose.dialog.getByText('請選擇要保書案件類型')).toBeVisible();

  await choose.insurer('台陽人壽保險股份有限公司').click();
  await expect(choose.caseType('行動投保')).toBeVisible();
  await expect(choose.caseType('遠距投保')).toHaveCount(0);
  await choose.caseType('行動投保').click();
  await choose.confirm();

  const wizard = new WizardPage(page);
  await wizard.expectStep('proposalMain', 'INS_S1');
  await expect(page).toHaveURL(/compCode=TY&polInsureType=M/);
  await expect(wizard.title).toHaveText('要保書建置 - 台陽人壽保險股份有限公司（行動投保）');
  await expect(wizard.tabs).toHaveText([
    '要保人',
    '被保險人',
    '法定代理人',
    '檢核項目',
    '附件上傳',
    '洗錢防制評估',
    '其他聲明事項',
    '書面分析報告',
    '簽名',
  ]);
});

test('choose dialog: remote at CH opens the remote wizard (seven steps, n9 hidden)', async ({
  page,
  signIn,
}) => {
  await signIn(users.agent);
  const choose = new ChooseProposalDialogPage(page);
  await choose.open();
  await choose.insurer('長泓人壽保險股份有限公司').click();
  await choose.caseType('遠距投保').click();
  await expect(choose.caseType('遠距投保')).toHaveAttribute('aria-pressed', 'true');
  await choose.confirm();

  const wizard = new WizardPage(page);
  await wizard.expectStep('proposalRemote', 'REMOTE_S1');
  await expect(wizard.title).toHaveText('要保書建置 - 長泓人壽保險股份有限公司（遠距投保）');
  await expect(wizard.tabs).toHaveText([
    '要保人',
    '被保險人',
    '法定代理人',
    '檢核項目',
    '附件上傳',
    '洗錢防制評估',
    '書面分析報告',
  ]);
});

test('choose dialog: remote without the remote training is refused', async ({ page, signIn }) => {
  await signIn(untrained);
  const choose = new ChooseProposalDialogPage(page);
  await choose.open();
  await choose.insurer('長泓人壽保險股份有限公司').click();
  await choose.caseType('遠距投保').click();
  await expect(page.getByText('欲進行遠距投保，請先完成遠距投保教育訓練！')).toBeVisible();
  await page.getByRole('button', { name: '確定' }).last().click();
  await expect(choose.caseType('遠距投保')).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/home$/);
});

test('choose dialog: the BFF refuses an hour that closed while the dialog was open', async ({
  page,
  signIn,
  mockCore,
}) => {
  await signIn(users.agent);
  const choose = new ChooseProposalDialogPage(page);
  await choose.open();
  await choose.insurer('台陽人壽保險股份有限公司').click();
  await choose.caseType('行動投保').click();
  await mockCore.setWorkTime(false);
  await choose.confirm();
  await expect(page.getByText('所選擇之功能目前時段不開放始用')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});
