import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';

test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

test('home: service notice once per login, licence, marquee and pending cards', async ({
  page,
  homePage,
  signIn,
}) => {
  await signIn(users.agent, { dismissNotice: false });
  await expect(page.getByRole('dialog', { name: '服務公告' })).toContainText('【系統公告】');
  await homePage.dismissServiceNotice();

  await expect(page.getByText('壽險登錄字號')).toBeVisible();
  await expect(page.getByText('011300001')).toBeVisible();

  const marquee = page.getByTestId('marquee');
  const first = await marquee.innerText();
  await expect(marquee).not.toHaveText(first, { timeout: 6_000 });

  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  await page.getByRole('button', { name: '顯示更多' }).click();
  await expect(cards).toHaveCount(12);

  await page.reload();
  await homePage.expectLoaded();
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: '服務公告' })).toHaveCount(0);
});

test('a user with two roles switches role on home', async ({ page, loginPage, homePage }) => {
  const { userCode, password, userName } = users.otpManager;
  await loginPage.goto();
  await loginPage.submitCredentials(userCode, password);
  await loginPage.passOtpByEmail(userCode);
  await loginPage.pickRole(/業務員/);
  await homePage.expectLoaded();
  await homePage.dismissServiceNotice();
  await expect(homePage.greeting(userName, '業務員')).toBeVisible();

  const select = page.getByRole('combobox', { name: '切換角色' });
  await select.click({ force: true });
  const list = `#${await select.getAttribute('id')}_list`;
  await page
    .locator('.ant-select-dropdown', { has: page.locator(list) })
    .getByTitle(/業務主管/)
    .click();
  await expect(homePage.greeting(userName, '業務主管')).toBeVisible();
});

test('new proposal: no permission is refused; otherwise the choose dialog leads to the wizard', async ({
  page,
  loginPage,
  homePage,
  mockCore,
}) => {
  await loginPage.goto();
  await loginPage.submitCredentials('AG00004', 'Demo2468');
  await homePage.expectLoaded();
  await homePage.dismissServiceNotice();
  await page.getByRole('button', { name: '新增要保書' }).click();
  await expect(page.getByText('沒有要保書建置權限')).toBeVisible();
  await page.getByRole('button', { name: '確定' }).click();
  await homePage.logout();

  await mockCore.setParameter('CH_OPEN_YN', 'N');
  await loginPage.submitCredentials(users.agent.userCode, users.agent.password);
  await homePage.expectLoaded();
  await homePage.dismissServiceNotice();
  await mockCore.setWorkTime(false);
  await page.getByRole('button', { name: '新增要保書' }).click();
  await expect(page.getByText('所選擇之功能目前時段不開放始用')).toBeVisible();
  await page.getByRole('button', { name: '確定' }).click();

  await mockCore.setWorkTime(true);
  await page.getByRole('button', { name: '新增要保書' }).click();
  const picker = page.getByRole('dialog', { name: '選擇保險公司' });
  await expect(picker.getByRole('button', { name: '長泓人壽保險股份有限公司' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(picker.getByRole('button', { name: '百鵬產物保險股份有限公司' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await picker.getByRole('button', { name: '台陽人壽保險股份有限公司' }).click();
  // Issue 9: the picker is now the choose-insurer-and-case-type dialog, which opens the wizard itself.
  await picker.getByRole('button', { name: '行動投保' }).click();
  await picker.getByRole('button', { name: '確定' }).click();
  await expect(page).toHaveURL(/\/proposal\/proposalMain\/steps\/INS_S1\?compCode=TY&polInsureType=M$/);
});

test('proposal route: out of working hours, a pending card and the address bar are both sent home', async ({
  page,
  homePage,
  signIn,
  mockCore,
}) => {
  await signIn(users.agent);
  await mockCore.setWorkTime(false);

  await page.getByRole('article').first().click();
  await expect(page.getByText('所選擇之功能目前時段不開放始用')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: '確定' }).click();

  await page.goto('/proposal?aTransCode=X');
  await expect(page.getByText('所選擇之功能目前時段不開放始用')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: '確定' }).click();
  await homePage.expectLoaded();

  await mockCore.setWorkTime(true);
  await page.getByRole('article').first().click();
  await expect(page).toHaveURL(/\/proposal\?aTransCode=/);
});
