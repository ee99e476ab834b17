import { amlPendingRow, saveRiskForm } from '../../fixtures/aml-mock';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { ProposalSearchPage } from '../../pages/proposal-search-page';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

test('完整性檢查 lists every tab: AML/EDD not finished, pending uploads, each with its link, and a plain verdict', async ({
  page,
}) => {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const row = amlPendingRow(await proposals.apiRows());
  const kind = row.polInsureType === 'R' ? 'proposalRemote' : 'proposalMain';
  const first = row.polInsureType === 'R' ? 'REMOTE_S1' : 'INS_S1';
  await page.goto(
    `/proposal/${kind}/steps/${first}?transCode=${row.transCode}&compCode=${row.compCode}&isPreview=Y`,
  );

  const check = page.getByRole('button', { name: '完整性檢查' });
  const panel = page.locator('.ant-drawer-content').filter({ hasText: '完整性檢查' });
  await check.click();
  await expect(panel.getByTestId('completeness-verdict')).toContainText(/^本案尚未完整：尚有 \d+ 項待完成$/);
  const aml = panel.getByTestId('completeness-aml');
  await expect(aml).toHaveText(/洗錢防制評估：風險評估尚未完成/);
  const upload = panel.getByTestId('completeness-upload');
  await expect(upload).toHaveText(/檢核項目：業務員檢核項目至少需上傳一個檔案!/);
  // Each unmet field on a line of its own, by its label (issue 41 item 2).
  await expect(panel.getByTestId('completeness-fields').first()).toHaveText(/^必填要保人・[^：]+：.+/);
  await upload.getByText('前往').click();
  await expect(page).toHaveURL(new RegExp(`/steps/${first.replace('S1', 'S4')}\\?`));
  await expect(panel).toBeHidden();

  // The risk form saved for a high-risk customer: the EDD is what is left.
  expect(await saveRiskForm(page.request, row.transCode)).toBe('edd');
  await check.click();
  await expect(aml).toHaveText(/洗錢防制評估：EDD問卷尚未完成/);
  await expect(panel.getByText('風險評估尚未完成')).toHaveCount(0);

  // Each line's link opens its place.
  await aml.getByText('前往').click();
  await expect(page).toHaveURL(/\/steps\/AML\?/);
  await expect(page.getByRole('tab', { name: '高風險客戶盡職調查(EDD)' })).toBeVisible();
});
