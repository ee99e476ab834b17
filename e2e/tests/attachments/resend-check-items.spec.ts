import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { ProposalSearchPage } from '../../pages/proposal-search-page';
import { fillCheckItems } from './wizard-steps';

// Whole wizard runs with real uploads: slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

test('檢核總表 from the list: cancel, 暫存 → 暫存完成, 送審 needs the form and ends with 送審完成', async ({
  page,
}) => {
  const list = new ProposalSearchPage(page);
  await list.goto();
  const row = (await list.apiRows()).find((r) => r.polState === 'U' && r.preSignState === 'R');
  if (!row) throw new Error('no U case waiting for its check data');
  const open = async () => {
    await list.runAction(row.transCode, '檢核資料重送');
    const dialog = page.getByRole('dialog').filter({ hasText: '檢核總表' });
    await expect(dialog.getByLabel('業務員檢核說明')).toBeVisible();
    return dialog;
  };

  let dialog = await open();
  await expect(dialog.getByRole('button', { name: '檢視 業務員親晤說明.pdf' })).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();

  dialog = await open();
  await dialog.getByLabel('業務員檢核說明').fill('補正中');
  await dialog.getByRole('button', { name: '暫存' }).click();
  await expect(page.getByText('暫存完成')).toBeVisible();
  await expect(dialog).toBeHidden();

  dialog = await open();
  await expect(dialog.getByLabel('業務員檢核說明')).toHaveValue('補正中');
  await dialog.getByLabel('要保人檢核說明').fill('');
  await dialog.getByRole('button', { name: '送審' }).click();
  await expect(dialog.getByText('請輸入要保人檢核說明')).toBeVisible();
  await fillCheckItems(page, dialog);
  await dialog.getByRole('button', { name: '送審' }).click();
  await expect(page.getByText('送審完成')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => list.actionNames(row.transCode)).not.toContain('檢核資料重送');
});
