import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { WizardPage } from '../../pages/wizard-page';

const MOBILE = '/proposal/proposalMain/steps';

test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

test('an idle agent with a wizard open still times out: the 30 s version poll does not restart the countdown', async ({
  page,
  signIn,
}) => {
  await page.clock.install();
  await signIn(users.agent);
  const wizard = new WizardPage(page);
  await page.goto(`${MOBILE}/INS_S1?compCode=CH&polInsureType=M`);
  await expect(wizard.field('姓名', { exact: true })).toBeVisible();
  // The step's own loads answered (each slides the session and restarts the countdown): only the polls remain.
  await page.waitForLoadState('networkidle');

  const timer = page.getByRole('timer');
  const secondsLeft = async () => Number(/^(\d+)/.exec((await timer.textContent()) ?? '')?.[1]);
  // Time stands still but for the jumps below, so nothing else moves the countdown.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const before = await secondsLeft();
  // Two polls answer while the clock moves on 61 s.
  for (let poll = 0; poll < 2; poll++) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/public/version') && r.ok());
    await page.clock.runFor(30_500);
    await answered;
  }
  await page.clock.runFor(1_000);
  await expect.poll(secondsLeft).toBeLessThanOrEqual(before - 60);
});
