import { releasePermitMessages as rm } from '@agent-portal/contracts/messages';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { HomePage } from '../../pages/home-page';

/* Issue 41 item 9b: 查詢客戶 with no ID says 請輸入身分證字號 at once, under the field, before any call. */
test.use({ viewport: { width: 1366, height: 768 } });
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

test('take-out form: 查詢客戶 with an empty ID shows 請輸入身分證字號 on the field, asking nothing', async ({
  page,
}) => {
  await page.goto('/releasePermitInput');
  const idn = page.getByLabel('身分證字號', { exact: true });
  await expect(idn).toHaveValue('');
  let asked = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/release-permits/customer')) asked = true;
  });
  await page.getByRole('button', { name: '查詢客戶' }).click();
  const field = page.locator('.ant-form-item', { has: idn });
  await expect(field.locator('.ant-form-item-explain-error')).toHaveText(rm.ID_REQUIRED);
  await expect(field.locator('.ant-form-item-explain-error')).toBeInViewport();
  expect(asked).toBe(false);

  // A typed ID takes the message away with the next lookup.
  await idn.fill('d100000077');
  await page.getByRole('button', { name: '查詢客戶' }).click();
  await expect(page.getByLabel('客戶姓名')).not.toHaveValue('');
  await expect(field.locator('.ant-form-item-explain-error')).toHaveCount(0);
});
