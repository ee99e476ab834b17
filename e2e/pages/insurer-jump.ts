import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The insurer's app is outside this network: its entry address is answered here, so the new tab keeps it. */
export async function answerInsurerApp(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/.*\/entry\?/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>insurer app</h1>' }),
  );
}

/**
 * n9's final action on a signed case: 跳轉保險公司（簽名已完成）, the confirm list with every signer signed, 確定;
 * the insurer's app opens in a new tab for the agent and the wizard returns to the list.
 */
export async function jumpSignedCase(page: Page): Promise<void> {
  await page.getByTestId('final-jump').getByText('跳轉保險公司（簽名已完成）').click();
  const list = page.locator('.ant-modal-confirm').filter({ has: page.getByTestId('jump-confirm') });
  await expect(list).toContainText('已簽');
  await expect(list).not.toContainText('待簽');
  const popup = page.waitForEvent('popup');
  await list.getByRole('button', { name: '確定' }).click();
  const tab = await popup;
  await tab.waitForURL(/^https:\/\/.+\/entry\?agent=AG00001/);
  await expect(page).toHaveURL(/\/proposal$/);
}
