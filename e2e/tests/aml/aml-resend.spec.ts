import { amlMessages } from '@agent-portal/contracts/messages';
import { forceFinish, forceRiskScore } from '../../fixtures/aml-mock';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { AmlFormPage } from '../../pages/aml-form-page';
import { ProposalSearchPage } from '../../pages/proposal-search-page';

const manager = { userCode: 'AG00008', password: 'Demo2468' };

/** Opens 洗錢資料重送 on the agent's U / amlPassState P case. */
async function openResend(proposals: ProposalSearchPage): Promise<{ aml: AmlFormPage; transCode: string }> {
  await proposals.goto();
  const row = (await proposals.apiRows()).find((r) => r.polState === 'U' && r.amlPassState === 'P');
  if (!row) throw new Error('no fixture case waits for its AML data');
  await proposals.showPageSize(50);
  await proposals.runAction(row.transCode, '洗錢資料重送');
  const aml = AmlFormPage.dialog(proposals.page);
  await expect(aml.root).toBeVisible();
  return { aml, transCode: row.transCode };
}

// Long flows on a shared machine: login, the list, two forms.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

test('a high-risk customer is forced to the EDD tab; the resubmission finishes only after the check', async ({
  page,
  signIn,
}) => {
  await signIn(users.agent);
  const proposals = new ProposalSearchPage(page);
  const { aml, transCode } = await openResend(proposals);
  await expect(aml.tab('高風險客戶盡職調查(EDD)')).toHaveCount(0);

  await aml.button('儲存').click();
  await expect(aml.root.getByText('請選擇身分證明文件')).toBeVisible();

  await aml.fillRisk({ ml: 'Y' });
  await aml.tick('身分證明文件', '其他');
  await aml.button('儲存').click();
  await expect(aml.root.getByText('請輸入其他身分證明文件')).toBeVisible();
  await aml.root.getByLabel('其他身分證明文件').fill('工作證');
  await aml.button('暫存').click();
  await aml.expectToast(amlMessages.TEMP_SAVED);
  await aml.button('暫存').click();
  await aml.expectToast(amlMessages.UNCHANGED);

  await aml.button('儲存').click();
  await aml.acknowledge(amlMessages.HIGH_RISK);
  await aml.expectEddOpen();

  await aml.button('完成').click();
  await aml.acknowledge(amlMessages.CHECK_FIRST);
  await aml.button('檢查漏勾漏填').click();
  await expect(aml.root.getByText('請選擇訪視方式')).toBeVisible();

  await aml.fillEdd();
  await aml.choose('繳費方式', '其他');
  await aml.button('儲存').click();
  await expect(aml.root.getByText('請輸入其他繳費方式說明')).toBeVisible();
  await aml.root.getByLabel('其他繳費方式說明').fill('信用卡分期');
  await aml.saveCheckAndFinish();
  await expect(aml.root).toBeHidden();
  await expect.poll(() => proposals.actionNames(transCode)).not.toContain('洗錢資料重送');
  await expect.poll(() => proposals.actionNames(transCode)).toContain('EDD下載');
});

test('a manager is told to use the paper EDD instead of the EDD tab', async ({ page, signIn }) => {
  await signIn(manager);
  const { aml } = await openResend(new ProposalSearchPage(page));
  await aml.fillRisk({ ml: 'Y' });
  await aml.button('儲存').click();
  await aml.acknowledge(amlMessages.MANAGER_PAPER_EDD);
  await expect(aml.tab('高風險客戶盡職調查(EDD)')).toHaveCount(0);
  await aml.button('檢查漏勾漏填').click();
  // 完成 reads the check's verdict: only once the check has passed (a click before that is refused or lost).
  await aml.expectToast(amlMessages.CHECK_PASSED);
  await aml.button('完成').click();
  await aml.expectToast(amlMessages.FINISHED);
  await expect(aml.root).toBeHidden();
});

for (const [mode, text] of [
  ['0001', amlMessages.RISK_SYSTEM_DOWN],
  ['0143', amlMessages.AML_REPLY('0143', 'AML系統查詢權限不足')],
  ['empty', amlMessages.BUSY],
] as const) {
  test(`risk score reply ${mode} is shown and the form stays open`, async ({ page, signIn, request }) => {
    await signIn(users.agent);
    const { aml } = await openResend(new ProposalSearchPage(page));
    await aml.fillRisk();
    await forceRiskScore(request, mode);
    await aml.button('儲存').click();
    await aml.acknowledge(text);
    await expect(aml.root).toBeVisible();
    await expect(aml.button('儲存')).toBeVisible();
  });
}

test('risk score reply 0125 (batch data not in) closes the view after its alert', async ({
  page,
  signIn,
  request,
}) => {
  await signIn(users.agent);
  const { aml } = await openResend(new ProposalSearchPage(page));
  await aml.fillRisk();
  await aml.expectRiskFilled();
  await forceRiskScore(request, '0125');
  await aml.button('儲存').click();
  await aml.acknowledge(amlMessages.RISK_BATCH_PENDING);
  await expect(aml.root).toBeHidden();
});

test('完成: the core error is shown and nothing finishes; its mail failures are alerted one by one, then finished', async ({
  page,
  signIn,
  request,
}) => {
  await signIn(users.agent);
  const proposals = new ProposalSearchPage(page);
  const { aml, transCode } = await openResend(proposals);
  await aml.fillRisk();
  await aml.button('儲存').click();
  await aml.expectToast(amlMessages.SAVED);
  await aml.button('檢查漏勾漏填').click();
  await aml.expectToast(amlMessages.CHECK_PASSED);

  // The core's error (agentFilesFinish error): alerted, the dialog stays, the case still waits.
  await forceFinish(request, 'error');
  await aml.button('完成').click();
  await aml.acknowledge('要保書資料檢核未通過，請洽經代服務窗口');
  await expect(aml.root).toBeVisible();

  // emailErr1-3: each alerted, then 洗錢防制作業完成.
  await forceFinish(request, 'emailErr');
  await aml.button('完成').click();
  for (const text of ['要保人電子郵件寄送失敗', '被保險人電子郵件寄送失敗', '業務員電子郵件寄送失敗'])
    await aml.acknowledge(text);
  await aml.expectToast(amlMessages.FINISHED);
  await expect(aml.root).toBeHidden();
  await expect.poll(() => proposals.actionNames(transCode)).not.toContain('洗錢資料重送');
});
