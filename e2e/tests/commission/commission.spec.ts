import { shellMessages } from '@agent-portal/contracts/messages';
import { taipeiMonth } from '@agent-portal/contracts/rules';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { CommissionPage } from '../../pages/commission-page';

/** yyyymm of `back` months before Taiwan's current one (the portal's month, whatever the zone the tests run in). */
const monthsBack = (back: number): string => taipeiMonth(new Date(), -back);
const shown = (yyyymm: string) => `${yyyymm.slice(0, 4)}/${yyyymm.slice(4)}`;

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

test('a start month after the end month is refused before any call', async ({ page }) => {
  const commission = new CommissionPage(page);
  await commission.open();
  await expect(commission.start).toBeVisible();
  let called = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/commission')) called = true;
  });
  await commission.pick(commission.start, monthsBack(1));
  await commission.pick(commission.end, monthsBack(3));
  await commission.searchButton.click();
  await expect(commission.error).toHaveText(shellMessages.COMMISSION_MONTH_ORDER);
  expect(called).toBe(false);
});

test('the default range lists rows newest month first; a row opens its detail', async ({ page }) => {
  const commission = new CommissionPage(page);
  await commission.open();
  await commission.searchButton.click();

  const rows = commission.dataRows();
  await expect(rows.first()).toBeVisible();
  // Default range: two months back to last month, period descending.
  await expect(rows.first()).toContainText(shown(monthsBack(1)));
  await expect(rows.last()).toContainText(shown(monthsBack(2)));
  await expect(page.getByRole('columnheader', { name: '佣金收入' })).toBeVisible();
  for (const name of ['要保人ID', '被保險人ID', '被保險人生日']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  // The list shows the IDs masked only (first 3 and last 3 characters).
  await expect(rows.first()).toContainText(/[A-Z]\d{2}\*{4}\d{3}/);

  const first = rows.first();
  const acceptance = (await first.locator('td').nth(3).innerText()).trim();
  await first.getByRole('button', { name: '明細' }).click();
  await expect(commission.detailDialog).toBeVisible();
  await expect(commission.detailDialog).toContainText(acceptance);
  await expect(commission.detailDialog).toContainText('佣金性質');
});

test.describe('at 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('an answer with body errorCode 517 shows the core’s message, not an empty month (issue 41)', async ({
    page,
    mockCore,
  }) => {
    await mockCore.addFault({
      pathPrefix: '/commission/SSDetailList',
      errorCode: 517,
      message: '您的密碼已被重設，請先變更密碼',
    });
    const commission = new CommissionPage(page);
    await commission.open();
    await commission.searchButton.click();
    await expect(page.getByText('您的密碼已被重設，請先變更密碼')).toBeVisible();
    await expect(page.getByText(shellMessages.COMMISSION_EMPTY)).toHaveCount(0);
    await page.screenshot({ path: 'test-results/w41b-commission-517.png' });
  });
});
