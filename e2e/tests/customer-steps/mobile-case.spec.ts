import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { CustomerStepsPage } from '../../pages/customer-steps-page';
import { fillMinorInsured, fillPolicyholder } from '../../pages/customer-steps-walk';
import { WizardPage } from '../../pages/wizard-page';

const MOBILE = '/proposal/proposalMain/steps';

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

test('mobile case through n1-n3: relation 1 copy and lock, a minor insured needs a legal representative', async ({
  page,
}) => {
  // Two steps typed for real through the address dialog: minutes on a loaded machine.
  test.setTimeout(300_000);
  const wizard = new WizardPage(page);
  const steps = new CustomerStepsPage(page);
  await page.goto(`${MOBILE}/INS_S1?compCode=CH&polInsureType=M`);

  // n1 要保人: the required messages first, then every field.
  await wizard.next.click();
  await expect(page.getByText('請輸入身分證字號')).toBeVisible();
  await expect(wizard.tab(/^要保人\(\d+\)$/)).toBeVisible();
  await fillPolicyholder(page);
  await expect(page.getByTestId('insure-age')).toHaveText(/\d+歲/);
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
  await fillMinorInsured(page);
  await wizard.next.click();

  // n3 法定代理人: only the insured's box.
  await wizard.expectStep('proposalMain', 'INS_S3');
  await expect(page.getByTestId('legal-I')).toBeVisible();
  await expect(page.getByTestId('legal-O')).toHaveCount(0);
  await wizard.next.click();
  await expect(page.getByText('請填寫法定代理人身分證字號')).toBeVisible();
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
  await wizard.next.click();
  await wizard.expectStep('proposalMain', 'INS_S4');
  await expect(wizard.tab('✓ 法定代理人')).toBeVisible();
});
