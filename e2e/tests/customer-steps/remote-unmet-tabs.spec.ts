import type { Page } from '@playwright/test';
import { customerStepMessages as cm, ruleMessages } from '@agent-portal/contracts/messages';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { clickUntilClosed } from '../../pages/alert-dialog';
import { CustomerStepsPage } from '../../pages/customer-steps-page';
import { signInElsewhere } from '../../pages/another-browser';
import { WALK_OWNER, walkToInsured } from '../../pages/customer-steps-walk';
import { WizardPage } from '../../pages/wizard-page';

/*
 * Issue 41 item 9d: the remote wizard's cross-tab check (spec 2 §8, spec 3 §5): 下一步 with another tab's required
 * fields unmet names the tab in '請檢視{tabs}頁籤，是否仍有必要未填入欄位！' and stays.
 */
test.use({ viewport: { width: 1366, height: 768 } });
// Two customer steps typed for real through the address dialog, a second browser: minutes on a loaded machine.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

async function clearStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: '清除本頁資料' }).click();
  await clickUntilClosed(
    page.locator('.ant-modal-confirm:not(.ant-zoom-leave)').filter({ hasText: cm.CLEAR_ALL_CONFIRM }),
    '確定',
  );
}

test('remote: n1 cleared in another browser, n2 下一步 says 請檢視要保人頁籤… and stays on REMOTE_S2', async ({
  page,
  browser,
  baseURL,
  mockCore,
}) => {
  await page.goto('/proposal/proposalRemote/steps/REMOTE_S1?compCode=CH&polInsureType=R');
  const wizard = await walkToInsured(page, 'proposalRemote');
  const n1 = page.url().replace(/\/REMOTE_S2\?/, '/REMOTE_S1?');
  expect(n1).toMatch(/transCode=\w+/);

  // The agent, on another machine, clears the policyholder and saves the step.
  const other = await signInElsewhere(browser, { baseURL, mockCore, user: users.agent });
  await other.page.goto(n1);
  await expect(new CustomerStepsPage(other.page).field('姓名')).toHaveValue(WALK_OWNER.cusName);
  await clearStep(other.page);
  await new WizardPage(other.page).temporarySave.click();
  await expect(other.page.getByText('暫存成功')).toBeVisible();
  await other.context.close();

  await wizard.next.click();
  const alert = page.locator('.ant-modal-confirm').filter({ hasText: ruleMessages.CHECK_TABS('要保人') });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('請檢視要保人頁籤，是否仍有必要未填入欄位！');
  // The alert and its 確定 are on the screen the agent has (1366×768), not below the fold.
  const ok = alert.getByRole('button', { name: '確定' });
  await expect(ok).toBeInViewport();
  await ok.click();
  await expect(alert).toBeHidden();
  await wizard.expectStep('proposalRemote', 'REMOTE_S2');
});
