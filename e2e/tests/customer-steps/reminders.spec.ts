import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { CustomerDialogs } from '../../pages/customer-dialogs';
import { CustomerStepsPage } from '../../pages/customer-steps-page';
import { signInElsewhere } from '../../pages/another-browser';
import { fillPolicyholder } from '../../pages/customer-steps-walk';
import { WizardPage } from '../../pages/wizard-page';

const N1 = '/proposal/proposalMain/steps/INS_S1?compCode=CH&polInsureType=M';
/** AG00005 has not had the high-age sales training (oldAgeEduYn N). */
const UNTRAINED = { userCode: 'AG00005', password: 'Demo2468' };

test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

test('n1: a US nationality is refused and the ID cleared, picked or brought by the ID lookup', async ({
  page,
  signIn,
}) => {
  await signIn(users.agent);
  await page.goto(N1);
  const steps = new CustomerStepsPage(page);
  const dialogs = new CustomerDialogs(page);
  await steps.field('身分證字號').fill('A123456789');
  await steps.choose('nationality', '美國');
  await expect(dialogs.alert('要保人國籍不可為美國，身分證字號已清除，請確認!')).toBeVisible();
  await dialogs.settled();
  await dialogs.okTopModal();
  await dialogs.settled();
  await expect(steps.field('身分證字號')).toHaveValue('');
  await expect(page.getByText('要保人國籍不可為美國，請確認!')).toBeVisible();

  // A looked-up US customer: the ID goes, and the lookup's lock with it (the agent can correct the nationality).
  await steps.choose('nationality', '中華民國');
  await dialogs.lookup('A800000176');
  const us = dialogs.alert('要保人國籍不可為美國，身分證字號已清除，請確認!');
  const phones = dialogs.alert('請向客戶確認電話，並將區碼、電話號碼及分機分別填入對應欄位。');
  await expect(us).toBeVisible();
  await expect(phones).toBeVisible();
  await dialogs.okTopModal();
  await dialogs.okTopModal();
  await expect(us).toBeHidden();
  await expect(phones).toBeHidden();
  await expect(steps.field('姓名')).toHaveValue('史密斯');
  await expect(steps.field('身分證字號')).toHaveValue('');
  await expect(page.getByText('請輸入身分證字號')).toBeVisible();
  await expect(steps.field('身分證字號')).toBeEnabled();
  await expect(page.locator('#field-nationality')).toBeEnabled();
});

test('the age changed since the draft: reopened a year later (another browser), n1 reminds of the new insurance age', async ({
  page,
  signIn,
  browser,
  baseURL,
  mockCore,
}) => {
  test.setTimeout(90_000);
  await signIn(users.agent);
  const wizard = new WizardPage(page);
  await page.goto(N1);
  await wizard.field('姓名', { exact: true }).fill('王大明');
  await wizard.field('出生年(民國)').fill('64');
  await wizard.field('出生月').fill('03');
  // The autosave that holds the whole birth date (and the insurance age it gives).
  const saved = page.waitForResponse(
    (r) =>
      /\/api\/customer-steps\/TN[^/]*\/drafts\/policyholder$/.test(r.url()) &&
      (r.request().postDataJSON() as { values?: Record<string, string> })?.values?.birthDd === '12',
  );
  await wizard.field('出生日').fill('12');
  const age = Number((await page.getByTestId('insure-age').textContent())?.replace('歲', ''));
  expect((await saved).ok()).toBe(true);
  await expect(page).toHaveURL(/transCode=TN/);
  const caseUrl = new URL(page.url());
  // No reminder while the age is what the draft holds.
  await page.reload();
  await expect(wizard.field('姓名', { exact: true })).toHaveValue('王大明');
  await expect(page.getByText('保險年齡已由')).toHaveCount(0);

  // The same draft a year on, opened in another browser whose clock says so.
  const { context: other, page: later } = await signInElsewhere(browser, {
    baseURL,
    mockCore,
    user: users.agent,
    prepare: (p) => p.clock.install({ time: new Date(Date.now() + 366 * 24 * 3600 * 1000) }),
  });
  await later.goto(caseUrl.pathname + caseUrl.search);
  const dialogs = new CustomerDialogs(later);
  await expect(dialogs.alert(`要保人保險年齡已由${age}歲變更為${age + 1}歲，請確認投保內容!`)).toBeVisible();
  await dialogs.settled();
  await dialogs.okTopModal();
  await expect(later.getByTestId('insure-age')).toHaveText(`${age + 1}歲`);
  await other.close();
});

test('a high-age policyholder: n1 next reminds of the elderly recording (trained agent)', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn(users.agent);
  const wizard = new WizardPage(page);
  const steps = new CustomerStepsPage(page);
  const dialogs = new CustomerDialogs(page);
  await page.goto(N1);
  await fillPolicyholder(page);
  await steps.field('出生年(民國)').fill('40');
  await wizard.next.click();
  await expect(
    dialogs.alert('要保人保險年齡已達65歲以上，請依規定進行高齡客戶錄音並記錄錄音編號!'),
  ).toBeVisible();
  await dialogs.settled();
  await dialogs.okTopModal();
  await wizard.expectStep('proposalMain', 'INS_S2');
});

test('an over-age insured is blocked on n2 without the high-age training (AG00005)', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn(UNTRAINED);
  const wizard = new WizardPage(page);
  const steps = new CustomerStepsPage(page);
  await page.goto(N1);
  await fillPolicyholder(page);
  await wizard.next.click();
  await wizard.expectStep('proposalMain', 'INS_S2');
  await steps.choose('relationOwnerCode', '父母');
  await steps.field('出生年(民國)').fill('30');
  await steps.field('出生月').fill('01');
  await steps.field('出生日').fill('01');
  await wizard.next.click();
  await expect(page.getByText('未完成高齡客戶招攬資格，不得招攬65歲以上之客戶!')).toBeVisible();
  await wizard.expectStep('proposalMain', 'INS_S2');
});
