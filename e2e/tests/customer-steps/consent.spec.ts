import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { CustomerDialogs } from '../../pages/customer-dialogs';
import { CustomerStepsPage } from '../../pages/customer-steps-page';
import { WALK_OWNER, fillPolicyholder } from '../../pages/customer-steps-walk';
import { WizardPage } from '../../pages/wizard-page';

const N1 = '/proposal/proposalMain/steps/INS_S1?compCode=CH&polInsureType=M';

test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

test('SMS consent: sent, the resend waits 120 s on n1 and on n2 (the clock moved, no waiting); agreed needs no SMS', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  // The page's clock runs on its own; the countdown's 120 s pass with fastForward.
  await page.clock.install();
  await signIn(users.agent);
  const wizard = new WizardPage(page);
  const steps = new CustomerStepsPage(page);
  const send = page.getByTestId('sms-send');
  await page.goto(N1);

  // n1: a customer who has not agreed yet.
  await steps.field('姓名').fill('林小華');
  await steps.field('行動電話').fill('0933444555');
  // Time stands still while the countdown is read; only fastForward moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await send.click();
  await expect(page.getByText('簡訊已發送，請提醒客戶點選簡訊中的連結完成同意')).toBeVisible();
  await expect(send).toHaveText('120秒後可重新發送');
  await expect(send).toBeDisabled();
  await page.clock.fastForward(60_000);
  await expect(send).toHaveText('60秒後可重新發送');
  await expect(send).toBeDisabled();
  await page.clock.fastForward(60_000);
  await expect(send).toHaveText('發送簡訊同意');
  await expect(send).toBeEnabled();
  await page.clock.resume();

  // The walk's policyholder has agreed: no SMS, the consent shows as given.
  await fillPolicyholder(page);
  await send.click();
  await expect(page.getByText('客戶已完成個資同意，無需發送簡訊')).toBeVisible();
  await expect(page.getByText('客戶已完成個資同意', { exact: true })).toBeVisible();
  await wizard.next.click();
  await wizard.expectStep('proposalMain', 'INS_S2');

  // n2: the same countdown for the insured.
  await steps.choose('relationOwnerCode', '子女');
  await steps.field('姓名').fill('王小恩');
  await steps.field('行動電話').fill('0922333444');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await send.click();
  await expect(send).toHaveText('120秒後可重新發送');
  await expect(send).toBeDisabled();
  await page.clock.fastForward(120_000);
  await expect(send).toHaveText('發送簡訊同意');
  await expect(send).toBeEnabled();
});

test('the name check on n1 (spec 3 §8): M warns, saves and goes on without SMS consent; E shows its message and returns to the list', async ({
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
  // The policyholder is now a customer whose name check answers M, with no consent: M counts as checked (issue 20).
  const warned = { cusIdn: 'B100000039', cusName: '陳建國', mobile: '0912000039' };
  expect(warned.mobile).not.toBe(WALK_OWNER.mobile);
  await steps.field('身分證字號').fill(warned.cusIdn);
  await steps.field('姓名').fill(warned.cusName);
  await steps.field('行動電話').fill(warned.mobile);
  await wizard.next.click();
  await expect(dialogs.alert('客戶為重要政治性職務人士，請加強客戶審查!')).toBeVisible();
  await dialogs.okTopModal();
  await wizard.expectStep('proposalMain', 'INS_S2');

  // Back on n1, the sanctioned customer (E): the message, then the proposal list.
  await wizard.previous.click();
  await wizard.expectStep('proposalMain', 'INS_S1');
  await steps.field('身分證字號').fill('B200000040');
  await steps.field('姓名').fill('蔡依林');
  await steps.field('行動電話').fill('0912000040');
  await wizard.next.click();
  await expect(dialogs.alert('客戶為制裁名單對象，不得受理投保!')).toBeVisible();
  await dialogs.okTopModal();
  await expect(page).toHaveURL(/\/proposal$/);
});

test('CUS_AGREE_YN N: n1 and n2 show no SMS consent card (issue 23 item 4)', async ({
  page,
  mockCore,
  signIn,
}) => {
  await mockCore.setParameter('CUS_AGREE_YN', 'N');
  await signIn(users.agent);
  const wizard = new WizardPage(page);
  const steps = new CustomerStepsPage(page);
  await page.goto(N1);
  await expect(steps.field('姓名')).toBeVisible();
  await expect(page.getByText('要保人資料')).toBeVisible();
  await expect(page.getByText('個資同意', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('sms-send')).toHaveCount(0);
  await fillPolicyholder(page);
  await wizard.next.click();
  await wizard.expectStep('proposalMain', 'INS_S2');
  await steps.choose('relationOwnerCode', '子女');
  await expect(steps.field('姓名')).toBeVisible();
  await expect(page.getByTestId('sms-send')).toHaveCount(0);
});

test.describe('at 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('after a reload, n1 reads the consent from the server: the customer who agreed stays agreed (issue 41)', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await signIn(users.agent);
    await page.goto(N1);
    await fillPolicyholder(page);
    await page.getByRole('button', { name: '暫存', exact: true }).click();
    await expect(page.getByText('暫存成功')).toBeVisible();
    await expect(page).toHaveURL(/transCode=/);
    await page.reload();
    await expect(new CustomerStepsPage(page).field('姓名')).toHaveValue(WALK_OWNER.cusName);
    await expect(page.getByText('客戶已完成個資同意', { exact: true })).toBeVisible();
    await expect(page.getByText('客戶尚未完成個資同意')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/w41b-consent-after-reload.png' });
  });

  test('n1: a stale 身分證字號有誤 goes once the lookup filled a valid ID (issue 41)', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await signIn(users.agent);
    await page.goto(N1);
    const steps = new CustomerStepsPage(page);
    const dialogs = new CustomerDialogs(page);
    await steps.field('身分證字號').fill('A123456788');
    await new WizardPage(page).next.click();
    await expect(page.getByText('身分證字號有誤，請確認!')).toBeVisible();
    // A resident (居留證) looked up under 中華民國: the ID was checked before the lookup's nationality came.
    await dialogs.lookup('A900000187');
    await dialogs.okTopModal();
    await expect(steps.field('姓名')).toHaveValue('山田花子');
    await expect(steps.field('身分證字號')).toHaveValue('A900000187');
    await expect(page.getByText('身分證字號有誤，請確認!')).toHaveCount(0);
    await expect(page.getByText('居留證號碼有誤，請確認!')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/w41b-id-after-lookup.png' });
  });
});
