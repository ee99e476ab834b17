import { shellMessages } from '@agent-portal/contracts/messages';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { WizardPage } from '../../pages/wizard-page';

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

test('inside the wizard a new portal version says 版號有異動，重新載入! and reloads', async ({ page }) => {
  // A fake clock instead of a 30 s wait: the poll's interval fires when the test fast-forwards.
  await page.clock.install();
  let version = 'build-1';
  let polls = 0;
  await page.route('**/version.json', (route) => {
    polls += 1;
    return route.fulfill({ json: { version } });
  });
  const wizard = new WizardPage(page);
  await page.goto('/proposal/proposalMain/steps/INS_S1?compCode=TY&polInsureType=M');
  await wizard.expectStep('proposalMain', 'INS_S1');
  await expect.poll(() => polls).toBeGreaterThanOrEqual(1);
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));

  await page.clock.fastForward(30_000);
  await expect.poll(() => polls).toBeGreaterThanOrEqual(2);
  await expect(page.getByText(shellMessages.VERSION_CHANGED)).toHaveCount(0);

  version = 'build-2';
  await page.clock.fastForward(30_000);
  await expect(page.getByText(shellMessages.VERSION_CHANGED)).toBeVisible();
  await page.getByRole('dialog').getByRole('button').first().click();
  await expect
    .poll(() => page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload === true))
    .toBe(false);
});
