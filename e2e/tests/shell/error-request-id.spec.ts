import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { CommissionPage } from '../../pages/commission-page';

/** The core's commission list: the call the 查詢 button makes through the BFF. */
const COMMISSION_CALL = '/commission/SSDetailList';

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

test("an error alert shows the BFF's request id, 錯誤代碼：…, selectable as one piece (issue 14)", async ({
  page,
  mockCore,
}) => {
  const commission = new CommissionPage(page);
  await commission.open();
  await mockCore.addFault({ pathPrefix: COMMISSION_CALL, status: 500, times: 1 });

  const answered = page.waitForResponse((r) => r.url().includes('/api/commission?'));
  await commission.searchButton.click();
  const response = await answered;
  expect(response.status()).toBe(500);
  const requestId = response.headers()['x-request-id'];
  expect(requestId).toBeTruthy();

  const alert = page.getByTestId('error-alert');
  await expect(alert).toBeVisible();
  await expect(alert.getByTestId('error-request-id')).toHaveText(`錯誤代碼：${requestId}`);
  await expect(alert.locator('code')).toHaveCSS('user-select', 'all');
});
