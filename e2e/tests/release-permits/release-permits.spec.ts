import type { Page } from '@playwright/test';
import { taipeiToday } from '@agent-portal/contracts/rules';
import { MOCK_URL } from '../../fixtures/mock-core';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { CustomerDialogs } from '../../pages/customer-dialogs';
import { HomePage } from '../../pages/home-page';
import { WizardPage } from '../../pages/wizard-page';

const N1 = '/proposal/proposalMain/steps/INS_S1?compCode=CH&polInsureType=M';

/** Taiwan's date `offset` days from today (the portal's today, whatever the zone the tests run in), yyyy/MM/dd. */
const slash = (offset: number) =>
  taipeiToday(new Date(Date.now() + offset * 86_400_000)).replaceAll('-', '/');

async function pickDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  const picker = page.locator('.ant-picker', { has: input });
  if ((await input.inputValue()) !== '') {
    await picker.hover();
    await picker.locator('.ant-picker-clear').click();
  }
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
  await page.getByRole('main').getByText('申請說明', { exact: true }).click();
}

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ mockCore, loginPage, page }) => {
  await mockCore.reset();
  // AG00002 林志豪: carryYn Y, the demo agent of the take-out lists.
  await loginPage.goto();
  await loginPage.submitCredentials(users.otpManager.userCode, users.otpManager.password);
  await loginPage.passOtpByEmail(users.otpManager.userCode);
  await loginPage.pickRole(/業務員/);
  const home = new HomePage(page);
  await home.expectLoaded();
  await home.dismissServiceNotice();
});

test('take-out list: default month, columns and sorts, page sizes, the return reason of R', async ({
  page,
}) => {
  await page.getByRole('menuitem', { name: '攜出申請' }).click();
  await expect(page).toHaveURL(/\/releasePermitAudit$/);
  await expect(page.getByRole('main').getByText('攜出申請', { exact: true })).toBeVisible();
  await expect(page.getByLabel('申請日期(迄)')).toHaveValue(slash(0));
  // Data rows: cells, not column headers (antd's measure row is hidden from the accessibility tree).
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  for (const title of ['申請日期', '客戶ID', '客戶姓名', '攜出期間', '審核狀態', '申請說明']) {
    await expect(page.getByRole('columnheader', { name: title })).toBeVisible();
  }
  await page.getByRole('columnheader', { name: '客戶ID' }).click();
  const sortedById = async () => {
    const ids = await rows.locator('td:nth-child(2)').allInnerTexts();
    return ids.join('|') === [...ids].sort().join('|');
  };
  await expect.poll(sortedById).toBe(true);

  await page.getByRole('button', { name: '退回' }).first().click();
  const reason = page.getByRole('dialog').filter({ hasText: '退件原因' });
  await expect(reason).toContainText('攜出事由不明確，請補充說明後重新申請');
  await reason.getByRole('button', { name: '確定' }).click();

  await page.locator('.ant-pagination-options .ant-select').click();
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle('50 筆/頁')).toBeVisible();
});

test('take-out application: every rule, lookup, submit for review; approved, the carryYn agent may look the ID up', async ({
  page,
}) => {
  await page.goto('/releasePermitAudit');
  await page.getByRole('button', { name: '新增攜出名單' }).click();
  await expect(page).toHaveURL(/\/releasePermitInput$/);
  await expect(page.getByText('※ 攜出期間(含起迄日)最長7日')).toBeVisible();

  await page.getByRole('button', { name: '送出審核' }).click();
  for (const text of [
    '請輸入身分證字號',
    '請透過身分證字號放大鏡取得客戶姓名',
    '請輸入攜出起日',
    '請輸入攜出迄日',
    '請輸入申請說明',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }

  // An ID that is not an in-house customer: its message, the fields cleared.
  const idn = page.getByLabel('身分證字號', { exact: true });
  await idn.fill('z999999999');
  await page.getByRole('button', { name: '查詢客戶' }).click();
  const warning = page
    .getByRole('dialog')
    .filter({ hasText: '此身分證字號未預填或非本公司客戶，無法申請攜出客戶資料' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: '確定' }).click();
  await expect(idn).toHaveValue('');

  await idn.fill('d100000077');
  await expect(idn).toHaveValue('D100000077');
  await page.getByRole('button', { name: '查詢客戶' }).click();
  await expect(page.getByLabel('客戶姓名')).not.toHaveValue('');

  await pickDate(page, '攜出起日', slash(-1));
  await pickDate(page, '攜出迄日', slash(9));
  await page.getByLabel('申請說明').fill('至客戶住處說明保單內容並協助填寫要保書');
  await page.getByRole('button', { name: '送出審核' }).click();
  await expect(page.getByText('攜出起日不可小於今日')).toBeVisible();
  await pickDate(page, '攜出起日', slash(0));
  await page.getByRole('button', { name: '送出審核' }).click();
  await expect(page.getByText('攜出期間限7日內')).toBeVisible();
  await pickDate(page, '攜出迄日', slash(3));
  await expect(page.getByText('攜出期間限7日內')).toHaveCount(0);

  await page.getByRole('button', { name: '送出審核' }).click();
  const done = page.getByRole('dialog').filter({ hasText: '攜出申請已送審' });
  await done.getByRole('button', { name: '確定' }).click();
  await expect(page).toHaveURL(/\/releasePermitAudit$/);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'D100000077' });
  await expect(row).toContainText('審核中');

  // Under review: the carry-out check still refuses; approved by the reviewer: the lookup goes through. Both
  // through the real BFF: its API and n1's ID lookup dialog.
  const lookup = () =>
    page.request.post('/api/customer-data/id-lookup', {
      headers: { 'X-CSRF': '1' },
      data: { idn: 'D100000077' },
    });
  expect((await (await lookup()).json()).error?.code).toBe('CARRY_OUT_NOT_PERMITTED');
  await page.goto(N1);
  const dialogs = new CustomerDialogs(page);
  await dialogs.lookup('D100000077');
  await expect(dialogs.lookupDialog.getByTestId('id-lookup-refusal')).toHaveText(
    '您輸入的身分證字號未在攜出申請有效名單內，無法發查客戶資料',
  );
  const review = await page.request.put(`${MOCK_URL}/__mock/release-permits/review`, {
    data: { cusIdn: 'D100000077', status: 'A' },
  });
  expect(review.ok()).toBeTruthy();
  expect((await lookup()).status()).toBe(200);
  await dialogs.lookupDialog.getByRole('button', { name: '查詢' }).click();
  await dialogs.okTopModal();
  await expect(new WizardPage(page).field('姓名', { exact: true })).toHaveValue('吳俊賢');

  await page.goto('/releasePermitAudit');
  await expect(row).toContainText('核准');
});
