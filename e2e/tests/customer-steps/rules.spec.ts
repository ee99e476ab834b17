import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { CustomerStepsPage } from '../../pages/customer-steps-page';
import { WizardPage } from '../../pages/wizard-page';

test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

test('remote n1 refuses a foreign ID (REMOTE_NATIVE_YN Y), the agent own ID and a missing mobile', async ({
  page,
  signIn,
  mockCore,
}) => {
  await mockCore.setParameter('REMOTE_NATIVE_YN', 'Y');
  await signIn(users.agent);
  const wizard = new WizardPage(page);
  const steps = new CustomerStepsPage(page);
  await page.goto('/proposal/proposalRemote/steps/REMOTE_S1?compCode=CH');
  await expect(page.getByText('共同招攬')).toHaveCount(0);
  // Remote native mode: the nationality is TW and stays so (issue 23 item 5).
  await expect(
    page.locator('.ant-form-item').filter({ has: page.locator('#field-nationality') }),
  ).toContainText('中華民國');
  await expect(page.locator('#field-nationality')).toBeDisabled();
  await steps.field('身分證字號').fill('A800000014');
  await wizard.next.click();
  await expect(page.getByText('身分證號碼有誤，遠距投保只限本國自然人，請確認!')).toBeVisible();
  await expect(page.getByText('遠距投保時行動電話為必填，請確認!')).toBeVisible();
  // The agent's own ID (AG00001: A223456781).
  await steps.field('身分證字號').fill('A223456781');
  await expect(page.getByText('遠距投保不得為自保件！')).toBeVisible();
});

test('an over-age policyholder is blocked without the high-age training (AG00005)', async ({
  page,
  signIn,
}) => {
  await signIn({ userCode: 'AG00005', password: 'Demo2468' });
  const wizard = new WizardPage(page);
  const steps = new CustomerStepsPage(page);
  await page.goto('/proposal/proposalMain/steps/INS_S1?compCode=CH&polInsureType=M');
  await steps.field('出生年(民國)').fill('30');
  await steps.field('出生月').fill('01');
  await steps.field('出生日').fill('01');
  await wizard.next.click();
  await expect(page.getByText('未完成高齡客戶招攬資格，不得招攬65歲以上之客戶!')).toBeVisible();
});
