import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { CommissionPage } from '../../pages/commission-page';

/* Issue 41 item 9a: the detail dialog shows the IDs masked as the table does; no plain ID reaches the browser. */
test.use({ viewport: { width: 1366, height: 768 } });

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

test('the commission detail shows the row’s masked IDs, never the full ones', async ({ page }) => {
  const commission = new CommissionPage(page);
  await commission.open();
  await commission.searchButton.click();
  const first = commission.dataRows().first();
  await expect(first).toBeVisible();
  const masked = (await first.innerText()).match(/[A-Z]\d{2}\*{4}\d{3}/g) ?? [];
  expect(masked.length).toBeGreaterThan(0);

  const answer = page.waitForResponse((r) => r.url().includes('/api/commission/detail'));
  await first.getByRole('button', { name: '明細' }).click();
  const body = await (await answer).text();
  await expect(commission.detailDialog).toBeVisible();
  for (const id of masked) await expect(commission.detailDialog).toContainText(id);
  // The plain ID behind each mask (its first and last three characters) is neither shown nor sent.
  for (const id of masked) {
    const plain = new RegExp(id.replace('****', '\\d{4}'));
    await expect(commission.detailDialog).not.toContainText(plain);
    expect(body).not.toMatch(plain);
  }
});
