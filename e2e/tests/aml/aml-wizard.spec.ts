import { amlMessages, proposalMessages as pm, ruleMessages } from '@agent-portal/contracts/messages';
import { taipeiToday } from '@agent-portal/contracts/rules';
import { amlPendingRow, HIGH_RISK_ANSWERS, saveRiskForm } from '../../fixtures/aml-mock';
import { MOCK_URL } from '../../fixtures/mock-core';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { AmlFormPage } from '../../pages/aml-form-page';
import { ProposalSearchPage } from '../../pages/proposal-search-page';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

test('the AML step opens after n5 in the wizard; in preview it shows the saved answers read-only', async ({
  page,
}) => {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const row = amlPendingRow(await proposals.apiRows());
  expect(await saveRiskForm(page.request, row.transCode)).toBe('edd');

  await page.goto(
    `/proposal/proposalMain/steps/AML?transCode=${row.transCode}&compCode=${row.compCode}&isPreview=Y`,
  );
  const aml = new AmlFormPage(page, page.getByRole('main'));
  // Step by step, so that a failure says which part is missing: the step, its loaded score, then the EDD tab.
  await expect(page.getByRole('heading', { name: '洗錢防制評估' })).toBeVisible();
  await expect(page.getByText(/風險分數：\d+（EDD門檻：30）/)).toBeVisible();
  await expect(aml.tab('高風險客戶盡職調查(EDD)')).toBeVisible();
  const idDocuments = page.getByRole('group', { name: '身分證明文件' });
  await expect(idDocuments.getByLabel('國民身分證', { exact: true })).toBeChecked();
  await expect(idDocuments.getByLabel('國民身分證', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('異常說明')).toHaveValue(HIGH_RISK_ANSWERS.commOther);
  await expect(aml.button('完成')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '上一步' })).toBeVisible();
  await aml.tab('高風險客戶盡職調查(EDD)').click();
  await expect(page.getByRole('radiogroup', { name: '訪視方式' })).toBeVisible();
});

test('the AML step does not open before the steps ahead of it passed', async ({ page }) => {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const draft = (await proposals.apiRows()).find((r) => r.polState === 'N' && r.polInsureType === 'M');
  if (!draft) throw new Error('no draft');
  await page.goto(`/proposal/proposalMain/steps/AML?transCode=${draft.transCode}&compCode=${draft.compCode}`);
  await expect(page).toHaveURL(/\/steps\/INS_S1\?/);
});

test('洗錢資料重送: the risk form keeps the answers, a high-risk save opens the EDD tab, which keeps its answers', async ({
  page,
}) => {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const row = amlPendingRow(await proposals.apiRows());
  await proposals.showPageSize(50);
  await proposals.runAction(row.transCode, '洗錢資料重送');
  const aml = AmlFormPage.dialog(page);
  await expect(aml.tab('客戶身分及洗錢資恐風險評估')).toHaveAttribute('aria-selected', 'true');
  await expect(aml.tab('高風險客戶盡職調查(EDD)')).toHaveCount(0);
  await aml.fillRisk({ ml: 'Y' });
  await aml.expectRiskFilled({ ml: 'Y' });
  await aml.button('儲存').click();
  await aml.acknowledge(amlMessages.HIGH_RISK);
  await aml.expectEddOpen();
  await aml.fillEdd();
  await aml.expectEddFilled();
  // The risk tab still shows its saved answers.
  await aml.tab('客戶身分及洗錢資恐風險評估').click();
  await aml.expectRiskFilled({ ml: 'Y' });
});

test('a remote case without the policyholder e-mail: 完成 asks the written analysis send date in its dialog', async ({
  page,
  request,
}) => {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const row = (await proposals.apiRows()).find((r) => r.polState === 'N' && r.polInsureType === 'R');
  if (!row) throw new Error('no remote draft');
  const blanked = await request.put(`${MOCK_URL}/__mock/no-email`, { data: { transCode: row.transCode } });
  expect(blanked.ok()).toBeTruthy();
  const saved = await page.request.post(`/api/proposals/${row.transCode}/aml/risk`, {
    headers: { 'X-CSRF': '1' },
    data: { temporary: false, values: { ...HIGH_RISK_ANSWERS, mlCheckYn: 'N' } },
  });
  expect((await saved.json()) as { edd: string }).toMatchObject({ edd: 'none' });

  // n5 alone (router page), its 下一步 opens the AML step.
  await page.goto(`/proposal/proposalRemote/steps/REMOTE_S5?transCode=${row.transCode}&routerPage=REMOTE_S5`);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/proposal\/proposalRemote\/steps\/AML\?/);
  const aml = new AmlFormPage(page, page.getByRole('main'));
  await aml.button('完成').click();

  const dialog = page.getByRole('dialog', { name: `書面分析寄送日期 ${row.transCode}` });
  await expect(dialog).toContainText(amlMessages.NO_EMAIL_SEND_DATE);
  await expect(async () => {
    await dialog.getByRole('button', { name: '儲存' }).click();
    await expect(dialog.getByText(ruleMessages.REQUIRED(pm.SEND_DATE_LABEL))).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  // Taiwan's date today: the portal's, whatever the zone the tests run in.
  const text = taipeiToday().replaceAll('-', '/');
  await proposals.typeDate(dialog.getByLabel(pm.SEND_DATE_LABEL), text);
  await dialog.getByRole('button', { name: '儲存' }).click();
  await proposals.answer(pm.SEND_DATE_CONFIRM, '確定');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(amlMessages.FINISHED).first()).toBeVisible();
  const after = (await proposals.apiRows()).find((r) => r.transCode === row.transCode);
  expect(after?.writSendState).toBe('A');
});
