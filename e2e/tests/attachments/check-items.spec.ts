import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { AttachmentsPage, realImage, realPdf } from '../../pages/attachments-page';
import { openCase, walkToInsured } from '../../pages/customer-steps-walk';
import { CHECK_GROUPS, draftCase, fillCheckItems, passCustomerSteps } from './wizard-steps';

// Whole wizard runs with real uploads: slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

test('n4: every group with its items, required descriptions, reasons and an AG file; real JPG, PNG and PDF uploaded, viewed and deleted', async ({
  page,
}) => {
  const row = await draftCase(page);
  const wizard = await passCustomerSteps(page, row);
  const files = new AttachmentsPage(page);
  for (const g of CHECK_GROUPS) await expect(page.getByLabel(`${g}說明`)).toBeVisible();
  await expect(page.getByText('業務員親晤要保人')).toBeVisible();
  await expect(page.getByRole('table', { name: '財務狀況' })).toContainText('異動');

  await wizard.next.click();
  await expect(page.getByText('請輸入業務員檢核說明')).toBeVisible();
  await expect(page.getByText('請輸入薪資收入異動原因')).toBeVisible();
  await expect(page.getByText('業務員檢核項目至少需上傳一個檔案!')).toBeVisible();
  // The refused step keeps its tab, without a ✓; its count is not shown when it is 8 (spec 2 §2.10), which this
  // case's refusals are: the six groups' descriptions, the one changed finance item's reason and the AG file.
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(7); // + the AG file's message above
  await expect(wizard.tab('檢核項目')).toBeVisible();
  await wizard.expectStep('proposalMain', 'INS_S4');

  await fillCheckItems(page);
  await page.getByLabel('業務員檢核說明').fill('超'.repeat(201));
  await expect(page.getByLabel('業務員檢核說明')).toHaveValue('超'.repeat(200)); // maxLength 200 at the field
  await fillCheckItems(page);

  const jpg = await realImage(page, '親晤照片.jpg', 'image/jpeg');
  const png = await realImage(page, '客戶資料.png', 'image/png');
  const pdf = await realPdf(page, row.transCode, '佐證文件.pdf');
  await files.pick('業務員檢核檔案', [jpg]);
  await wizard.next.click();
  await expect(page.getByText('仍有檔案未上傳!')).toBeVisible();
  await files.slot('業務員檢核檔案').getByRole('button', { name: '上傳' }).click();
  await expect(page.getByRole('button', { name: `檢視 ${jpg.name}` })).toBeVisible();
  await files.upload('要保人檢核檔案', [png]);
  await files.upload('風險屬性檢核檔案', [pdf]);

  await page.getByRole('button', { name: `檢視 ${jpg.name}` }).click();
  const viewer = page.getByRole('dialog').filter({ hasText: jpg.name });
  await expect(viewer.getByRole('img', { name: jpg.name })).toBeVisible();
  expect(
    await viewer.getByRole('img', { name: jpg.name }).evaluate((i: HTMLImageElement) => i.naturalWidth),
  ).toBe(320);
  await viewer.locator('.ant-modal-close').click();
  await expect(viewer).toBeHidden();

  await page.getByRole('button', { name: `檢視 ${pdf.name}` }).click();
  const pdfViewer = page.getByRole('dialog').filter({ hasText: pdf.name });
  await expect(pdfViewer.getByRole('img', { name: /第 1 頁/ })).toBeVisible({ timeout: 15_000 });
  await pdfViewer.locator('.ant-modal-close').click();
  await expect(pdfViewer).toBeHidden();

  await page.getByRole('button', { name: `刪除 ${png.name}` }).click();
  await files.acknowledge('是否確認刪除此檔案？');
  await expect(page.getByText('刪除成功')).toBeVisible();
  await expect(page.getByRole('button', { name: `檢視 ${png.name}` })).toHaveCount(0);

  await wizard.temporarySave.click();
  await expect(page.getByText('暫存成功')).toBeVisible();
  await wizard.next.click();
  await wizard.expectStep('proposalMain', 'INS_S5');
  await expect(wizard.tab('✓ 檢核項目')).toBeVisible();
  await expect(wizard.temporarySave).toHaveCount(0);
});

test('n4: the check-item fetch error is alerted and the agent stays on the previous tab', async ({
  page,
  mockCore,
}) => {
  const row = await draftCase(page);
  const wizard = await walkToInsured(page, await openCase(page, row));
  // After the entry (whose completeness verdict reads the check items too): the fault meets n4's own fetch.
  await mockCore.addFault({ pathPrefix: '/ins/upload/initCheckItem', status: 500, times: 1 });
  await wizard.next.click();
  await expect(page.getByText('系統忙碌中，請稍後再試，如持續發生，請聯絡服務人員')).toBeVisible();
  await wizard.expectStep('proposalMain', 'INS_S2');
});
