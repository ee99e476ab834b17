import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks the option titled `title` of an antd select (`select`: its search input, by label or id) and waits until the
 * select shows it. A click can be lost on a loaded machine (a closing dropdown or dialog takes it, or it lands during
 * the opening): the select is opened and the option clicked again until the choice holds, never waited on once.
 */
export async function chooseOption(page: Page, select: Locator, title: string): Promise<void> {
  const id = await select.getAttribute('id');
  // The visible choices are titled items; the role=option elements are antd's hidden a11y list.
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)', {
    has: page.locator(`[id="${id}_list"]`),
  });
  const shown = page
    .locator('.ant-select')
    .filter({ has: page.locator(`[id="${id}"]`) })
    .locator('.ant-select-selection-item');
  await expect(async () => {
    if ((await shown.count()) === 1 && (await shown.getAttribute('title')) === title) return;
    // antd draws the chosen value over the search input.
    if (!(await dropdown.isVisible())) await select.click({ force: true, timeout: 3_000 });
    await dropdown.getByTitle(title, { exact: true }).click({ timeout: 3_000 });
    await expect(shown).toHaveAttribute('title', title, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await focusReturned(page);
}

/**
 * After a mousedown in its list, rc-select gives the focus back to its selector in a `setTimeout`; on a loaded machine
 * Chromium may run the next action (a field's `fill`: focus, then insert the text) first, and the timer then takes
 * the focus in between and the text is lost (n1's 薪資收入 once came out empty). A timer of ours, posted later with the
 * same delay, runs after it.
 */
export async function focusReturned(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
