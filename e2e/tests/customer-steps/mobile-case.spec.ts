import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { CustomerStepsPage } from '../../pages/customer-steps-page';
import { chooseFirst } from '../../pages/customer-steps-walk';
import { WizardPage } from '../../pages/wizard-page';

const MOBILE = '/proposal/proposalMain/steps';

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

test('mobile case through n1-n3: relation 1 copy and lock, a minor insured needs a legal representative', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const wizard = new WizardPage(page);
  const steps = new CustomerStepsPage(page);
  await page.goto(`${MOBILE}/INS_S1?compCode=CH&polInsureType=M`);

  // n1 要保人: the required messages first, then every field.
  await wizard.next.click();
  await expect(page.getByText('請輸入身分證字號')).toBeVisible();
  await expect(wizard.tab(/^要保人\(\d+\)$/)).toBeVisible();
  await steps.field('身分證字號').fill('A123456789');
  await steps.field('姓名').fill('王大明');
  await steps.field('出生年(民國)').fill('64');
  await steps.field('出生月').fill('03');
  await steps.field('出生日').fill('12');
  await expect(page.getByTestId('insure-age')).toHaveText(/\d+歲/);
  await steps.choose('marryCode', '已婚');
  await steps.registeredAddress();
  await page.getByText('同戶籍地址').first().click();
  await steps.field('行動電話').fill('0911222333');
  await chooseFirst(page, 'jobCode');
  await steps.finance({ salary: '120', oIncome: '0', hIncome: '200', pp: '300', rp: '1500' });
  await page.getByRole('radio', { name: '否' }).check();
  await page.screenshot({ path: 'test-results/customer-n1-filled.png', fullPage: true });
  await wizard.next.click();

  // n2 被保險人: a child of 5.
  await wizard.expectStep('proposalMain', 'INS_S2');
  // Relation 1 copies the policyholder and locks; switching away wipes the copy.
  await steps.choose('relationOwnerCode', '本人');
  await expect(steps.field('姓名')).toHaveValue('王大明');
  await expect(steps.field('姓名')).toBeDisabled();
  await expect(steps.field('身分證字號')).toHaveValue('A123456789');
  await steps.choose('relationOwnerCode', '子女');
  await expect(steps.field('姓名')).toHaveValue('');
  await expect(steps.field('姓名')).toBeEnabled();
  await steps.field('身分證字號').fill('N134590122');
  await steps.field('姓名').fill('王小恩');
  await steps.field('出生年(民國)').fill('110');
  await steps.field('出生月').fill('03');
  await steps.field('出生日').fill('21');
  await steps.choose('marryCode', '未婚');
  await steps.registeredAddress();
  await page.getByLabel('住家電話 區碼').fill('02');
  await page.getByLabel('號碼').nth(1).fill('23456789');
  await chooseFirst(page, 'jobCode');
  await steps.finance({ salary: '0', oIncome: '0', hIncome: '200', pp: '0', rp: '0' });
  await page.screenshot({ path: 'test-results/customer-n2.png', fullPage: true });
  await wizard.next.click();

  // n3 法定代理人: only the insured's box.
  await wizard.expectStep('proposalMain', 'INS_S3');
  await expect(page.getByTestId('legal-I')).toBeVisible();
  await expect(page.getByTestId('legal-O')).toHaveCount(0);
  await wizard.next.click();
  await expect(page.getByText('請輸入法定代理人身分證字號')).toBeVisible();
  await steps.field('法定代理人身分證字號').fill('N134590122');
  await steps.field('法定代理人姓名').fill('王大明');
  await wizard.next.click();
  await expect(page.getByText('被保險人身分證字號不可與法定代理人相同，請確認!')).toBeVisible();
  await steps.field('法定代理人身分證字號').fill('A123456789');
  await steps.field('出生年(民國)').fill('64');
  await steps.field('出生月').fill('3');
  await steps.field('出生日').fill('12');
  await steps.choose('I.legRelOwnerCode', '父母');
  await steps.field('行動電話').fill('0911222333');
  await page.screenshot({ path: 'test-results/customer-n3.png', fullPage: true });
  await wizard.next.click();
  await wizard.expectStep('proposalMain', 'INS_S4');
  await expect(wizard.tab('✓ 法定代理人')).toBeVisible();
});
