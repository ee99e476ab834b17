import { expect, type Locator } from '@playwright/test';

/**
 * Checks a checkbox or radio and waits until the page shows it checked. `Locator.check()` reads the state at once
 * after its click, and a controlled antd input (react-hook-form's Controller) shows the new state a moment later when
 * the page is busy (an autosave answering): check() then failed with "did not change its state" though the click had
 * taken, as the failure's screenshot showed.
 */
export async function tick(choice: Locator): Promise<void> {
  if (!(await choice.isChecked())) await choice.click();
  await expect(choice).toBeChecked();
}
