import { shellMessages } from '@agent-portal/contracts/messages';
import { expect, test } from '../../fixtures/test';

test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

test('the build writes a version file that the BFF serves', async ({ request }) => {
  const res = await request.get('/version.json');
  expect(res.ok()).toBeTruthy();
  expect(((await res.json()) as { version: string }).version).toMatch(/\S/);
});

test('a new version file (a portal redeploy) reloads the login page within 30 s', async ({
  page,
  loginPage,
}) => {
  // A fake clock instead of a 30 s wait: the poll's interval fires when the test fast-forwards.
  await page.clock.install();
  let version = 'build-1';
  let polls = 0;
  await page.route('**/version.json', (route) => {
    polls += 1;
    return route.fulfill({ json: { version } });
  });
  await loginPage.goto();
  await expect.poll(() => polls).toBe(1);
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));

  // Unchanged: nothing happens at the next poll.
  await page.clock.fastForward(30_000);
  await expect.poll(() => polls).toBe(2);
  await expect(page.getByText(shellMessages.VERSION_CHANGED)).toHaveCount(0);

  version = 'build-2';
  await page.clock.fastForward(30_000);
  await expect(page.getByText(shellMessages.VERSION_CHANGED)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '知道了' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload === true))
    .toBe(false);
  await expect(loginPage.title).toBeVisible();
});
