import { readFile } from 'node:fs/promises';
import { expect, test } from '../../fixtures/test';
import { coreSession } from '../../fixtures/core-session';
import { users } from '../../fixtures/users';
import { FormDownloadPage } from '../../pages/form-download-page';

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

test('a form downloads under its Chinese name with the bytes the core serves', async ({ page }) => {
  const forms = new FormDownloadPage(page);
  await forms.open();
  const row = forms.row('要保書填寫說明');
  await expect(row).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /下載/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('F0101_要保書填寫說明.pdf');
  const got = await readFile(await download.path());

  const core = await coreSession(users.agent, { branCode: 'B0101', roleCode: 'R01' });
  const direct = await core.get('/adm/com/formDownload/download', { params: { formCode: 'F0101' } });
  expect(direct.ok()).toBeTruthy();
  const expected = await direct.body();
  await core.dispose();
  expect(got.subarray(0, 5).toString()).toBe('%PDF-');
  expect(got.equals(expected)).toBe(true);
});

test('filters by name; no match shows 沒有資料可顯示!', async ({ page }) => {
  const forms = new FormDownloadPage(page);
  await forms.open();
  await forms.name.fill('外幣');
  await forms.searchButton.click();
  await expect(forms.row('外幣保單風險告知書')).toBeVisible();
  await expect(forms.row('要保書填寫說明')).toHaveCount(0);

  await forms.name.fill('不存在的表單');
  await forms.searchButton.click();
  await expect(page.getByText('沒有資料可顯示!')).toBeVisible();
});
