import { devices } from '@playwright/test';
import { shellMessages } from '@agent-portal/contracts/messages';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';

test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

test.describe('consent landing', () => {
  test('a known link shows the confirmation with the document link', async ({ page, request }) => {
    await page.goto('/AGREE?pram=K7Q2M9X4TA');
    const link = page.getByRole('link', { name: /開啟同意書/ });
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toContain('urlNum=K7Q2M9X4TA');
    const pdf = await request.get(href ?? '');
    expect(pdf.ok()).toBeTruthy();
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // A document to read in the browser's viewer, not a download behind a blank tab.
    expect(pdf.headers()['content-disposition']).toMatch(/^inline;/);
  });

  test('an unknown link shows the error page', async ({ page }) => {
    await page.goto('/AGREE?pram=NOSUCHLINK');
    await expect(page.getByRole('alert')).toHaveText(shellMessages.CONSENT_NOT_FOUND);
  });
});

test.describe('desktop only', () => {
  const iphone = devices['iPhone 13'];

  test('a phone is blocked while the cellphone switch is on', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: iphone.userAgent,
      viewport: iphone.viewport,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('alert')).toHaveText(shellMessages.DESKTOP_ONLY);
    await expect(page.getByLabel('員工編號')).toHaveCount(0);
    await context.close();
  });

  test('a phone may log in when the switch is N', async ({ browser, mockCore }) => {
    await mockCore.setParameter('CELLPHONE_SWITCH', 'N');
    const context = await browser.newContext({ userAgent: iphone.userAgent, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByLabel('員工編號')).toBeVisible();
    await context.close();
  });
});

test.describe('error pages', () => {
  test('/error/:code shows the code and 返回', async ({ page }) => {
    await page.goto('/error/404');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
  });
});

test('remote login: the ticket logs in and lands on home', async ({ page, mockCore, homePage }) => {
  const { from, param } = await mockCore.remoteTicket(users.agent.userCode);
  await page.goto(`/RMW/api/login/authentication?from=${from}&param=${param}`);
  await homePage.expectLoaded();
  await expect(homePage.greeting(users.agent.userName, users.agent.roleName)).toBeVisible();
});

test('remote login with a bad ticket shows the refusal', async ({ page }) => {
  await page.goto('/RMW/api/login/authentication?from=RMW&param=nope');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: '前往登入' })).toBeVisible();
});
