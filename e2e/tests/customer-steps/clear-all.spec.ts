import type { Page } from '@playwright/test';
import { customerStepMessages as cm, ruleMessages } from '@agent-portal/contracts/messages';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { fillUntilHeld } from '../../pages/fill-until-held';
import { clickUntilClosed } from '../../pages/alert-dialog';
import { CustomerDialogs } from '../../pages/customer-dialogs';
import { CustomerStepsPage } from '../../pages/customer-steps-page';
import { signInElsewhere } from '../../pages/another-browser';
import { WALK_OWNER, walkToInsured, walkToLegalAgent } from '../../pages/customer-steps-walk';
import type { ProposalRow } from '../../pages/proposal-search-page';
import { WizardPage } from '../../pages/wizard-page';

/* Issue 23 item 1: 清除 on n1-n4 (spec 3 §2, §4; spec 2 §2.5) asks first; 取消 keeps everything, 確定 clears the step. */

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

const clearButton = (page: Page) => page.getByRole('button', { name: '清除本頁資料' });
const confirmDialog = (page: Page) =>
  page.locator('.ant-modal-confirm:not(.ant-zoom-leave)').filter({ hasText: cm.CLEAR_ALL_CONFIRM });

/** 清除, then the confirmation answered 確定 or 取消. */
async function clearStep(page: Page, answer: '確定' | '取消'): Promise<void> {
  await clearButton(page).click();
  await clickUntilClosed(confirmDialog(page), answer);
}

test('n3, n2, n1: 清除 asks first; confirmed, the representative is blank and unlocked, then each party, saved so', async ({
  page,
}) => {
  // Three steps typed for real through the address dialog: minutes on a loaded machine.
  test.setTimeout(300_000);
  await page.goto('/proposal/proposalMain/steps/INS_S1?compCode=CH&polInsureType=M');
  const wizard = await walkToLegalAgent(page);
  const steps = new CustomerStepsPage(page);
  const dialogs = new CustomerDialogs(page);
  const box = page.getByTestId('legal-I');
  const magnifier = box.getByRole('button', { name: '法定代理人身分證字號查詢' });

  // The representative looked up: filled and locked.
  await dialogs.lookup('A100000010', magnifier);
  await expect(dialogs.alert('請向客戶確認電話，並將區碼、電話號碼及分機分別填入對應欄位。')).toBeVisible();
  await dialogs.okTopModal();
  await expect(steps.field('法定代理人姓名')).toHaveValue('王志明');
  await expect(steps.field('法定代理人姓名')).toBeDisabled();

  await clearStep(page, '取消');
  await expect(steps.field('法定代理人姓名')).toHaveValue('王志明');

  // Cleared: the lookup's lock goes with it (policyLegAgent / insuredLegAgent N, spec 3 §4).
  await clearStep(page, '確定');
  await expect(steps.field('法定代理人身分證字號')).toHaveValue('');
  await expect(steps.field('法定代理人姓名')).toHaveValue('');
  await expect(steps.field('法定代理人姓名')).toBeEnabled();
  await expect(magnifier).toBeEnabled();

  await wizard.previous.click();
  await wizard.expectStep('proposalMain', 'INS_S2');
  await expect(steps.field('姓名')).toHaveValue('王小恩');
  await clearStep(page, '確定');
  await expect(steps.field('姓名')).toHaveValue('');
  await expect(steps.field('身分證字號')).toHaveValue('');

  await wizard.previous.click();
  await wizard.expectStep('proposalMain', 'INS_S1');
  await expect(steps.field('姓名')).toHaveValue(WALK_OWNER.cusName);
  await clearStep(page, '確定');
  await expect(steps.field('姓名')).toHaveValue('');
  await expect(steps.field('行動電話')).toHaveValue('');
  // What the core holds is the cleared step once it is saved: the reopened step shows it.
  await wizard.temporarySave.click();
  await expect(page.getByText('暫存成功')).toBeVisible();
  await page.reload();
  await wizard.expectStep('proposalMain', 'INS_S1');
  await expect(steps.field('身分證字號')).toBeVisible();
  await expect(steps.field('姓名')).toHaveValue('');
});

test('n4: 清除 empties the descriptions typed once confirmed; the check items themselves stay', async ({
  page,
}) => {
  const rows = (await (await page.request.get('/api/proposals')).json()) as ProposalRow[];
  const row = rows.find((r) => r.polState === 'N' && r.polInsureType === 'M');
  if (!row) throw new Error('no M draft in the fixtures');
  await page.goto(
    `/proposal/proposalMain/steps/INS_S4?transCode=${row.transCode}&compCode=${row.compCode}&routerPage=INS_S4`,
  );
  const description = page.getByLabel('業務員檢核說明');
  await fillUntilHeld(description, '已親晤要保人');

  await clearStep(page, '取消');
  await expect(description).toHaveValue('已親晤要保人');
  await clearStep(page, '確定');
  await expect(description).toHaveValue('');
  await expect(description).toBeEditable();
  await expect(clearButton(page)).toBeVisible();
  await expect(new WizardPage(page).temporarySave).toBeVisible();
});

test('mobile cross-tab check (spec 3 §5): n1 cleared in another browser, n2 下一步 names the tab and stays', async ({
  page,
  browser,
  baseURL,
  mockCore,
}) => {
  test.setTimeout(180_000);
  await page.goto('/proposal/proposalMain/steps/INS_S1?compCode=CH&polInsureType=M');
  const wizard = await walkToInsured(page, 'proposalMain');
  const n1 = page.url().replace(/\/INS_S2\?/, '/INS_S1?');
  expect(n1).toMatch(/transCode=\w+/);

  // The agent, on another machine, clears the policyholder and saves the step.
  const other = await signInElsewhere(browser, { baseURL, mockCore, user: users.agent });
  await other.page.goto(n1);
  await expect(new CustomerStepsPage(other.page).field('姓名')).toHaveValue(WALK_OWNER.cusName);
  await clearStep(other.page, '確定');
  const elsewhere = new WizardPage(other.page);
  await elsewhere.temporarySave.click();
  await expect(other.page.getByText('暫存成功')).toBeVisible();
  await other.context.close();

  await wizard.next.click();
  await expect(
    page.locator('.ant-modal-confirm').filter({ hasText: ruleMessages.CHECK_TABS_MOBILE('要保人') }),
  ).toBeVisible();
  // The tab shows its count and no ✓ beside it (never "✓ 要保人(18)", issue 41 item 5); the tabs after it stay open.
  await expect(wizard.tab(/^要保人\(\d+\)$/)).toBeVisible();
  await wizard.expectStep('proposalMain', 'INS_S2');
});
