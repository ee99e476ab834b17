import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { ProposalSearchPage } from '../../pages/proposal-search-page';
import { WizardPage } from '../../pages/wizard-page';

/**
 * Issue 14 §6: the wizard by keyboard alone. Once the page is opened (page.goto), no click: Tab (and Shift+Tab) to move,
 * typing into fields, arrow keys and Enter in a select, Space and arrow keys in a radio group, arrow keys, Home, End,
 * Enter and Space in the tab list (WAI-ARIA tabs, manual activation), Space and Enter on buttons.
 */
test.describe.configure({ timeout: 240_000 });
test.beforeEach(async ({ mockCore, page, signIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await mockCore.reset();
  await signIn(users.agent);
});

const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 200 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await focused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await focused(target), `reached by ${back ? 'Shift+Tab' : 'Tab'} within ${max} presses`).toBe(true);
}

test('fills n1 by keyboard: typed fields, a select by arrow keys, a radio by Space; autosaved', async ({
  page,
}) => {
  const wizard = new WizardPage(page);
  await page.goto('/proposal/proposalMain/steps/INS_S1?compCode=TY&polInsureType=M');
  await expect(wizard.title).toBeVisible();
  const name = page.getByLabel('姓名', { exact: true });
  await tabTo(page, name);
  await page.keyboard.type('王大明');
  await tabTo(page, page.getByLabel('出生年(民國)'));
  await page.keyboard.type('64');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('出生月')).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('出生日')).toBeFocused();
  await page.keyboard.type('12');

  // A select: focus it, open with ArrowDown, move with ArrowDown, pick with Enter.
  const marry = page.locator('#field-marryCode');
  await tabTo(page, marry);
  await page.keyboard.press('ArrowDown');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const active = await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option-active')
    .innerText();
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-select-selection-item').filter({ hasText: active }).first()).toBeVisible();

  const mobile = page.getByLabel('行動電話', { exact: true });
  await tabTo(page, mobile);
  await page.keyboard.type('0911222333');

  // A radio group (共同招攬 是/否): Tab lands on its first choice, Space checks it, an arrow key moves to 否.
  const no = page.getByRole('radio', { name: '否' }).first();
  const group = page.locator('.ant-radio-group').filter({ has: no }).first();
  const first = group.getByRole('radio').first();
  await tabTo(page, first);
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(no).toBeChecked();

  await expect(name).toHaveValue('王大明');
  await expect(mobile).toHaveValue('0911222333');
  await expect(page.getByTestId('autosave-indicator')).toHaveText(/^已自動儲存 \d{2}:\d{2}:\d{2}$/);

  // 下一步 by Enter: the step refuses what is missing and says so (the keyboard user sees the same messages).
  await tabTo(page, wizard.next);
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await wizard.expectStep('proposalMain', 'INS_S1');
});

test('moves through the wizard by keyboard: 下一步 by Enter and Space, 上一步 by Shift+Tab and Enter, the tabs by arrow keys', async ({
  page,
}) => {
  const wizard = new WizardPage(page);
  const rows = await new ProposalSearchPage(page).apiRows();
  const signed = rows.find((r) => r.polInsureType === 'M' && r.polState !== 'N' && r.signoffDt);
  if (!signed) throw new Error('no signed mobile case in the fixtures');
  await page.goto(
    `/proposal/proposalMain/steps/INS_S1?compCode=${signed.compCode}&isPreview=Y&transCode=${signed.transCode}`,
  );
  await expect(wizard.title).toBeVisible();

  await tabTo(page, wizard.next);
  await page.keyboard.press('Enter');
  await wizard.expectStep('proposalMain', 'INS_S2');
  await tabTo(page, wizard.next);
  await page.keyboard.press('Space');
  await wizard.expectStep('proposalMain', 'INS_S3');
  await tabTo(page, wizard.previous, { back: true });
  await page.keyboard.press('Enter');
  await wizard.expectStep('proposalMain', 'INS_S2');

  // The tab list: Shift+Tab from the step reaches the selected tab (the only one in the Tab order). An arrow key
  // moves the focus and opens nothing; Enter or Space opens the focused tab; Home and End go to the ends.
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  const count = await tabs.count();
  await tabTo(page, tabs.nth(1), { back: true });
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(2)).toBeFocused();
  await wizard.expectStep('proposalMain', 'INS_S2');
  await page.keyboard.press('Enter');
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/\/steps\/INS_S2(\?|$)/);
  await tabTo(page, tabs.nth(2), { back: true });
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await wizard.expectStep('proposalMain', 'INS_S2');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');

  await tabTo(page, tabs.nth(1), { back: true });
  await page.keyboard.press('End');
  await expect(tabs.nth(count - 1)).toBeFocused();
  await page.keyboard.press('ArrowRight'); // wraps round to the first tab
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('ArrowLeft'); // and back to the last
  await expect(tabs.nth(count - 1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await wizard.expectStep('proposalMain', 'INS_S1');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  // The step is the selected tab's panel (what its aria-controls names), not a sibling of an empty one.
  const panel = page.locator(`#${await tabs.first().getAttribute('aria-controls')}`);
  await expect(panel.getByRole('button', { name: '下一步' })).toBeVisible();
});
