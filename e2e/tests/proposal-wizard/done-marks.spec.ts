import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { CustomerDialogs } from '../../pages/customer-dialogs';
import { CustomerStepsPage } from '../../pages/customer-steps-page';
import { chooseFirst } from '../../pages/customer-steps-walk';
import { tick } from '../../pages/tick';
import { WizardPage } from '../../pages/wizard-page';

/**
 * Issue 41 items 2 and 5, as an agent meets them at 1366×768: an existing customer by ID lookup brings reference
 * addresses (flag N); 下一步 says they are not normalised on the fields, 完整性檢查 names them and its link goes
 * to the field; confirmed through the address dialog, 下一步 proceeds. A reopened case keeps its done marks (the
 * BFF's verdict); 暫存 clears its step's mark, on the screen and for the next entry.
 */
test.use({ viewport: { width: 1366, height: 768 } });
test.describe.configure({ timeout: 180_000 });

const N1 = '/proposal/proposalMain/steps/INS_S1?compCode=CH&polInsureType=M';
/** The mock's customer A100000010 王志明: reference addresses, last-period finance 120 / 10 / 200, assets 500. */
const CUSTOMER = { idn: 'A100000010', name: '王志明', mobile: '0912000010' };
const NOT_NORMALISED_R = '戶籍地址尚未完成標準化，請確認!';
const NOT_NORMALISED_L = '居住地址尚未完成標準化，請確認!';

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await mockCore.clickConsentLink(CUSTOMER.name, CUSTOMER.mobile);
  await signIn(users.agent);
});

test('reference addresses: the message on the field, named in 完整性檢查, confirmed in the dialog; marks kept on reopening, cleared by 暫存', async ({
  page,
}) => {
  const wizard = new WizardPage(page);
  const steps = new CustomerStepsPage(page);
  const dialogs = new CustomerDialogs(page);
  const mark = (name: string) => wizard.tab(new RegExp(`^(✓ )?${name}`));
  await page.goto(N1);

  // The existing customer by ID lookup: the core's data, the reference addresses flagged 參考地址.
  await dialogs.lookup(CUSTOMER.idn);
  await dialogs.okTopModal();
  await expect(steps.field('姓名')).toHaveValue(CUSTOMER.name);
  await expect(dialogs.addressFlag('addrFullR')).toHaveText('參考地址');
  await expect(dialogs.addressFlag('addrFull')).toHaveText('參考地址');
  await chooseFirst(page, 'jobCode');
  await steps.finance({ salary: '120', oIncome: '10', hIncome: '200', pp: '200', rp: '300' });
  await tick(page.getByRole('radio', { name: '否' }).first());
  await expect(page).toHaveURL(/transCode=TN/);

  // 下一步: the agent stays, told on the address fields why; the first one takes the focus.
  await wizard.next.click();
  await expect(page.getByText(NOT_NORMALISED_R)).toBeVisible();
  await expect(page.getByText(NOT_NORMALISED_L)).toBeVisible();
  await expect(dialogs.addressText('addrFullR')).toBeFocused();
  await expect(mark('要保人')).toHaveText('要保人(2)');
  await wizard.page.screenshot({ path: test.info().outputPath('n1-not-normalised.png') });

  // 完整性檢查 names each by its label; the line goes to the field.
  await page.getByRole('button', { name: '完整性檢查' }).click();
  const panel = page.locator('.ant-drawer-content').filter({ hasText: '完整性檢查' });
  const line = panel.getByText(`要保人・居住地址：${NOT_NORMALISED_L}`);
  await expect(line).toBeVisible();
  await expect(panel.getByText(`要保人・戶籍地址：${NOT_NORMALISED_R}`)).toBeVisible();
  await expect(panel.getByText(/個必填欄位未填/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('completeness-named.png') });
  await line.click();
  await expect(panel).toBeHidden();
  await expect(dialogs.addressText('addrFull')).toBeFocused();

  // Confirmed through the dialog (the reference address as it stands): normalised, and 下一步 goes on.
  for (const [index, full] of [
    [0, 'addrFullR'],
    [1, 'addrFull'],
  ] as const) {
    await dialogs.openAddress(index);
    await dialogs.confirmAddress();
    await expect(dialogs.addressDialog).toBeHidden();
    await expect(dialogs.addressFlag(full)).toHaveText('已正規化');
  }
  await expect(page.getByText(NOT_NORMALISED_R)).toHaveCount(0);
  await expect(page.getByText(NOT_NORMALISED_L)).toHaveCount(0);
  await wizard.next.click();
  await wizard.expectStep('proposalMain', 'INS_S2');
  await steps.choose('relationOwnerCode', '本人');
  await expect(steps.field('姓名')).toHaveValue(CUSTOMER.name);
  await wizard.next.click();
  await wizard.expectStep('proposalMain', 'INS_S4');
  await expect(mark('要保人')).toHaveText('✓ 要保人');
  await expect(mark('被保險人')).toHaveText('✓ 被保險人');

  // Reopened (as 編輯 opens it, on n1): the marks come from the BFF's verdict, the later tabs open.
  const caseUrl = new URL(page.url());
  caseUrl.pathname = caseUrl.pathname.replace('INS_S4', 'INS_S1');
  await page.goto(caseUrl.toString());
  await expect(mark('要保人')).toHaveText('✓ 要保人');
  await expect(mark('被保險人')).toHaveText('✓ 被保險人');
  await expect(mark('檢核項目')).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('reopened-marks.png') });

  // 暫存 clears n1's mark (spec 3 §4), and the next entry shows it cleared too.
  await wizard.temporarySave.click();
  await expect(page.getByText('暫存成功')).toBeVisible();
  await expect(mark('要保人')).toHaveText('要保人');
  await page.goto(caseUrl.toString());
  await expect(steps.field('姓名')).toHaveValue(CUSTOMER.name);
  await expect(mark('被保險人')).toHaveText('✓ 被保險人');
  await expect(mark('要保人')).toHaveText('要保人');
  await expect(mark('被保險人')).toHaveAttribute('aria-disabled', 'true');

  // Its 下一步 marks it done again.
  await wizard.next.click();
  await wizard.expectStep('proposalMain', 'INS_S2');
  await expect(mark('要保人')).toHaveText('✓ 要保人');
});
