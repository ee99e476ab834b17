import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { WizardPage } from '../../pages/wizard-page';

const MOBILE = '/proposal/proposalMain/steps';

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

// FIXME(issue 10): n1-n3 are real steps now; this walk typed into their placeholders. The sequence, done marks,
// counts and n3's opening are covered by e2e/tests/customer-steps/mobile-case.spec.ts until it is rewritten.
test.fixme('tabs: count in brackets, done marks, sequence, transaction code on the first save, previous drops done', async ({
  page,
}) => {
  const wizard = new WizardPage(page);
  await page.goto(`${MOBILE}/INS_S1?compCode=TY&polInsureType=M`);
  await expect(wizard.tab('被保險人')).toHaveAttribute('aria-disabled', 'true');

  await wizard.next.click();
  await expect(wizard.tab('要保人(2)')).toBeVisible();
  await expect(page.getByText('請輸入要保人姓名')).toBeVisible();
  await wizard.field('要保人姓名').fill('王小明');
  await expect(wizard.tab('要保人(1)')).toBeVisible();
  await wizard.field('要保人行動電話').fill('0912345678');
  await expect(wizard.tab(/^要保人$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/wizard-tabs.png', fullPage: true });

  const transCode = page.waitForRequest((r) => r.url().endsWith('/api/proposals/trans-code'));
  await wizard.next.click();
  await transCode;
  await wizard.expectStep('proposalMain', 'INS_S2');
  await expect(page).toHaveURL(/transCode=\w+/);
  await expect(wizard.tab('✓ 要保人')).toBeVisible();
  await expect(wizard.tab('被保險人')).toHaveAttribute('aria-selected', 'true');
  await expect(wizard.tab('法定代理人')).toHaveAttribute('aria-disabled', 'true');

  await wizard.field('被保險人姓名').fill('王大明');
  await wizard.temporarySave.click();
  await expect(page.getByText('暫存成功')).toBeVisible();

  await wizard.previous.click();
  await wizard.expectStep('proposalMain', 'INS_S1');
  await expect(wizard.field('要保人姓名')).toHaveValue('王小明');
  await expect(wizard.tab(/^要保人$/)).toBeVisible();
  await expect(wizard.tab('被保險人')).toHaveAttribute('aria-disabled', 'true');
});

// FIXME(issue 10): needs a complete n1-n3 (see the customer-steps mobile case) before n4/n5.
test.fixme('temporary save is hidden on n5 (attachments), next stays', async ({ page }) => {
  const wizard = new WizardPage(page);
  await page.goto(`${MOBILE}/INS_S1?compCode=TY&polInsureType=M`);
  const steps: [string, string[]][] = [
    ['INS_S1', ['要保人姓名', '要保人行動電話']],
    ['INS_S2', ['被保險人姓名']],
    ['INS_S3', ['法定代理人姓名']],
    ['INS_S4', ['檢核說明']],
  ];
  for (const [code, labels] of steps) {
    await wizard.expectStep('proposalMain', code);
    for (const label of labels) await wizard.field(label).fill('測試');
    await wizard.next.click();
  }
  await wizard.expectStep('proposalMain', 'INS_S5');
  await expect(wizard.field('附件說明')).toBeVisible();
  await expect(wizard.temporarySave).toHaveCount(0);
  await expect(wizard.next).toBeVisible();
});

test('router-page entry: only that tab, opened directly', async ({ page }) => {
  const wizard = new WizardPage(page);
  await page.goto(`${MOBILE}?compCode=TY&routerPage=INS_S9&transCode=T0000001`);
  await wizard.expectStep('proposalMain', 'INS_S9');
  expect(await wizard.tabTexts()).toEqual(['經紀人報告書']);
  await expect(wizard.previous).toHaveCount(0);
  await expect(wizard.next).toHaveCount(0);
  await expect(wizard.temporarySave).toBeVisible();
});

test('preview: read-only, no temporary save, next just advances', async ({ page }) => {
  const wizard = new WizardPage(page);
  await page.goto(`${MOBILE}/INS_S1?compCode=TY&isPreview=Y&transCode=T0000001`);
  await expect(page.getByText('預覽')).toBeVisible();
  await expect(wizard.field('姓名', { exact: true })).toBeDisabled();
  await expect(wizard.temporarySave).toHaveCount(0);
  await wizard.next.click();
  await wizard.expectStep('proposalMain', 'INS_S2');
  await expect(wizard.tab(/^要保人$/)).toBeVisible();
});

test('leaving asks first and returns to the proposal list', async ({ page }) => {
  const wizard = new WizardPage(page);
  await page.goto('/proposal/proposalRemote?compCode=TY');
  await wizard.expectStep('proposalRemote', 'REMOTE_S1');
  await expect(wizard.title).toHaveText('要保書建置 - 長泓人壽保險股份有限公司（遠距投保）');

  await wizard.leave.click();
  const confirm = page.getByRole('dialog').filter({ hasText: '確認離開此要保書建置?' });
  await confirm.getByRole('button', { name: '取消' }).click();
  await wizard.expectStep('proposalRemote', 'REMOTE_S1');

  await wizard.leave.click();
  await confirm.getByRole('button', { name: '確定' }).click();
  await expect(page).toHaveURL(/\/proposal$/);
});

test('outside working hours the wizard sends the agent home', async ({ page, mockCore }) => {
  await mockCore.setWorkTime(false);
  await page.goto(`${MOBILE}/INS_S1?compCode=TY`);
  await expect(page.getByText('所選擇之功能目前時段不開放始用')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});
