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
}
