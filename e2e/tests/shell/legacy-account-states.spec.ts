import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { CommissionPage } from '../../pages/commission-page';

/** The core's commission list: the call the 查詢 button makes through the BFF. */
const COMMISSION_CALL = '/commission/SSDetailList';

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

/** A mark in the page's JavaScript realm: it survives everything but a reload. */
async function markPage(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
}
const isSamePage = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload === true);

test('legacy 518 on an ordinary call: no alert and no reload (spec 1 §8)', async ({ page, mockCore }) => {
  const commission = new CommissionPage(page);
  await commission.open();
  await markPage(page);
  await mockCore.addFault({ pathPrefix: COMMISSION_CALL, status: 518, message: '密碼即將到期', times: 1 });

  const answered = page.waitForResponse((r) => r.url().includes('/api/commission?'));
  await commission.searchButton.click();
  expect((await answered).status()).toBe(409);

  await expect(commission.searchButton).toBeEnabled();
  await expect(page.getByTestId('error-alert')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('密碼即將到期')).toHaveCount(0);
  expect(await isSamePage(page)).toBe(true);
  // The page still works: the next search lists the rows.
  await commission.searchButton.click();
  await expect(commission.dataRows().first()).toBeVisible();
  expect(await isSamePage(page)).toBe(true);
});

test('legacy 517 on an ordinary call: the core message with the time, then the page reloads', async ({
  page,
  mockCore,
}) => {
  const commission = new CommissionPage(page);
  await commission.open();
  await markPage(page);
  await mockCore.addFault({
    pathPrefix: COMMISSION_CALL,
    status: 517,
    message: '密碼已被重設，請變更密碼',
    times: 1,
  });

  await commission.searchButton.click();
  const alert = page.getByTestId('error-alert');
  await expect(alert).toContainText('密碼已被重設，請變更密碼');
  await expect(alert).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
  expect(await isSamePage(page)).toBe(true);

  await page.getByRole('dialog').getByRole('button', { name: '知道了' }).click();
  await expect.poll(() => isSamePage(page)).toBe(false);
  await expect(commission.start).toBeVisible();
});
