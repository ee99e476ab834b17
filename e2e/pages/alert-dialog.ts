import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks a button of an antd alert or confirm until the dialog closes: on a loaded machine a click that lands during
 * the dialog's opening motion can be lost (the dialog then stays open with nothing pending). antd ignores a second
 * click on an action already running, so clicking again is safe.
 */
export async function clickUntilClosed(dialog: Locator, button: string | RegExp): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(async () => {
    if (await dialog.isVisible())
      await dialog.getByRole('button', { name: button }).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Waits until no antd dialog is in its opening or closing motion: a click that lands during the motion can be lost
 * on a loaded machine, so a test clicks in a dialog only once it stands still (a state, not a time).
 */
export async function dialogsAtRest(page: Page): Promise<void> {
  await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter, .ant-zoom-leave')).toHaveCount(0);
}
