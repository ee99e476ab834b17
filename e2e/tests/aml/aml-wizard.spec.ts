import { amlMessages } from '@agent-portal/contracts/messages';
import { amlPendingRow, HIGH_RISK_ANSWERS, saveRiskForm } from '../../fixtures/aml-mock';
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
  await expect(aml.tab('高風險客戶盡職調查(EDD)')).toBeVisible();
  await expect(page.getByText(/風險分數：\d+（EDD門檻：30）/)).toBeVisible();
  const idDocuments = page.getByRole('group', { name: '身分證明文件' });
  await expect(idDocuments.getByLabel('國民身分證', { exact: true })).toBeChecked();
  await expect(idDocuments.getByLabel('國民身分證', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('異常說明')).toHaveValue(HIGH_RISK_ANSWERS.commOther);
  await expect(aml.button('完成')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '上一步' })).toBeVisible();
  await page.screenshot({ path: '/tmp/g12b-shots/aml-wizard-preview.png', fullPage: true });
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

test('screenshots: the risk form, the EDD form and the resubmission dialog (1440×900)', async ({ page }) => {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const row = amlPendingRow(await proposals.apiRows());
  await proposals.showPageSize(50);
  await proposals.row(row.transCode).getByRole('button', { name: '洗錢資料重送' }).click();
  const aml = AmlFormPage.dialog(page);
  await aml.fillRisk({ ml: 'Y' });
  await page.screenshot({ path: '/tmp/g12b-shots/aml-dialog.png' });
  await aml.root.screenshot({ path: '/tmp/g12b-shots/aml-risk-form-full.png' });
  await aml.button('儲存').click();
  await aml.acknowledge(amlMessages.HIGH_RISK);
  await aml.fillEdd();
  await aml.root.screenshot({ path: '/tmp/g12b-shots/aml-edd-form-full.png' });
});
