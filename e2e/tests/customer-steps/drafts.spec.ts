import type { Page } from '@playwright/test';
import { customerStepMessages, proposalMessages } from '@agent-portal/contracts/messages';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { dialogsAtRest } from '../../pages/alert-dialog';
import { signInElsewhere } from '../../pages/another-browser';
import { ProposalSearchPage } from '../../pages/proposal-search-page';
import { WizardPage } from '../../pages/wizard-page';

const MOBILE = '/proposal/proposalMain/steps';

/** The choice a save over a newer draft offers (issue 22 item 6): its dialog, and one of its two answers. */
const conflictDialog = (page: Page) =>
  page.getByRole('dialog').filter({ hasText: customerStepMessages.DRAFT_CONFLICT_TITLE });
async function choose(page: Page, answer: 'reload' | 'overwrite') {
  const dialog = conflictDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/本視窗的版本儲存於 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(dialog).toContainText(/較新的版本儲存於 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
  await dialogsAtRest(page);
  // antd spaces a two-character Chinese label (覆 蓋).
  const name = answer === 'reload' ? customerStepMessages.DRAFT_CONFLICT_RELOAD : /^覆\s?蓋$/;
  await dialog.getByRole('button', { name }).click();
  await expect(dialog).toBeHidden();
}

test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

test('autosave: a half-filled n1 saves itself on change, shows 已自動儲存 HH:mm:ss and puts the new case in the address bar', async ({
  page,
  signIn,
}) => {
  await signIn(users.agent);
  const wizard = new WizardPage(page);
  await page.goto(`${MOBILE}/INS_S1?compCode=CH&polInsureType=M`);
  await wizard.field('姓名', { exact: true }).fill('王大明');
  await wizard.field('行動電話', { exact: true }).fill('0911222333');
  await wizard.field('出生年(民國)').fill('64');
  await wizard.field('出生月').fill('3');
  await wizard.field('出生日').fill('12');
  await expect(page.getByTestId('autosave-indicator')).toHaveText(/^已自動儲存 \d{2}:\d{2}:\d{2}$/);
  await expect(page).toHaveURL(/transCode=TN/);
  await expect(page.getByTestId('insure-age')).toHaveText(/\d+歲/);
  await expect(page).toHaveURL(/compCode=CH/);
});

test('autosave restores a half-filled n1 in a fresh browser context; two tabs: the later save is refused, then 載入較新版本 or 覆蓋', async ({
  page,
  signIn,
  browser,
  baseURL,
  mockCore,
}) => {
  // Two sign-ins, the list and two autosaves: about 20 s alone, more on a busy machine.
  test.setTimeout(90_000);
  await signIn(users.agent);
  const wizard = new WizardPage(page);
  await page.goto(`${MOBILE}/INS_S1?compCode=CH&polInsureType=M`);
  await wizard.field('姓名', { exact: true }).fill('王大明');
  await wizard.field('行動電話', { exact: true }).fill('0911222333');
  await wizard.field('出生年(民國)').fill('64');
  await expect(page.getByTestId('autosave-indicator')).toHaveText(/^已自動儲存/);
  const url = page.url();
  // A fresh browser (another machine): log in, open the case, every typed field is there.
  const { context: other, page: second } = await signInElsewhere(browser, {
    baseURL,
    mockCore,
    user: users.agent,
  });
  const transCode = new URL(url).searchParams.get('transCode') ?? '';
  expect(transCode).toMatch(/^TN/);
  const proposals = new ProposalSearchPage(second);
  await proposals.goto();
  await proposals.searchButton.click();
  await proposals.runAction(transCode, '編輯');
  await expect(second).toHaveURL(new RegExp(`/proposalMain/steps/INS_S1\\?.*transCode=${transCode}`));
  const reopened = new WizardPage(second);
  await expect(reopened.field('姓名', { exact: true })).toHaveValue('王大明');
  await expect(reopened.field('行動電話', { exact: true })).toHaveValue('0911222333');
  // Restored as typed (a half-filled date is not normalised).
  await expect(reopened.field('出生年(民國)')).toHaveValue('64');

  // Two tabs on the same case: the reopened one saves; the first one's save is now stale, refused, typing kept
  // until the agent chooses (issue 22 item 6).
  await reopened.field('E-mail').fill('second@example.com');
  await expect(second.getByTestId('autosave-indicator')).toHaveText(/^已自動儲存/);
  await wizard.field('E-mail').fill('first@example.com');
  await expect(page.getByTestId('autosave-conflict')).toContainText('此要保書已在其他視窗或裝置更新');
  await expect(wizard.field('E-mail')).toHaveValue('first@example.com');
  // 載入較新版本: the other tab's draft fills the form; this tab's typing is dropped, and it saves again.
  await choose(page, 'reload');
  await expect(wizard.field('E-mail')).toHaveValue('second@example.com');
  await wizard.field('E-mail').fill('third@example.com');
  await expect(page.getByTestId('autosave-indicator')).toHaveText(/^已自動儲存/);
  // Now the reopened tab is the stale one: its save is refused; 覆蓋 saves it over the newer draft knowingly.
  await reopened.field('E-mail').fill('fourth@example.com');
  await expect(second.getByTestId('autosave-conflict')).toBeVisible();
  await choose(second, 'overwrite');
  await expect(second.getByTestId('autosave-indicator')).toHaveText(/^已自動儲存/);
  await page.reload();
  await expect(wizard.field('E-mail')).toHaveValue('fourth@example.com');
  await other.close();
});

test('a new wizard left with nothing typed creates no case: typing then clearing saves nothing, 暫存 says so', async ({
  page,
  signIn,
  mockCore,
}) => {
  await page.clock.install();
  await signIn(users.agent);
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const before = await proposals.apiRows();
  const wizard = new WizardPage(page);
  await page.goto(`${MOBILE}/INS_S1?compCode=CH&polInsureType=M`);
  const name = wizard.field('姓名', { exact: true });
  await name.click();
  await name.fill('王');
  await name.fill('');
  // Past the autosave's quiet time: the change came to nothing, so nothing is saved.
  await page.clock.runFor(5_000);
  await wizard.temporarySave.click();
  await expect(page.getByText(proposalMessages.NOTHING_TO_SAVE)).toBeVisible();
  await expect(page).not.toHaveURL(/transCode=/);
  await wizard.leave.click();
  await proposals.answer(proposalMessages.LEAVE_WIZARD, '確定');
  await expect(page).toHaveURL(/\/proposal$/);
  expect(await mockCore.requests('/ins/common/insPolicies/newTransCode')).toEqual([]);
  expect(await proposals.apiRows()).toEqual(before);
  await expect(page.getByText(`共 ${before.length} 筆`)).toBeVisible();
});

test('autosave before the session-timeout reminder: a change typed just before it is saved as the reminder opens', async ({
  page,
  signIn,
  mockCore,
}) => {
  test.setTimeout(90_000);
  await mockCore.setParameter('SESSION_TIMEOUT', '600');
  await mockCore.setParameter('SESSION_REMIND_TIMEOUT', '60');
  // The page's clock: the session's 540 s pass with fastForward, then it stands still (pauseAt).
  await page.clock.install();
  await signIn(users.agent);
  const wizard = new WizardPage(page);
  await page.goto(`${MOBILE}/INS_S1?compCode=CH&polInsureType=M`);
  await wizard.field('姓名', { exact: true }).fill('王大明');
  await expect(page.getByTestId('autosave-indicator')).toHaveText(/^已自動儲存/);
  await expect(page).toHaveURL(/transCode=TN/);

  // Time stands still; the session is moved to one second before its reminder (again if a call still in flight
  // from the typing above slid it meanwhile).
  const timer = page.getByRole('timer');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await expect(async () => {
    const left = Number(/^(\d+)/.exec((await timer.textContent()) ?? '')?.[1]);
    if (left > 61) await page.clock.fastForward((left - 61) * 1_000);
    await expect(timer).toHaveText('61 秒後將自動登出', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  // A change now: its debounced autosave (1.5 s) is not due yet when the reminder opens a second later. The save
  // is held at the network until the reminder has been seen (its success slides the session, closing it).
  const draftSave = /\/api\/customer-steps\/TN[^/]*\/drafts\/policyholder$/;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(draftSave, async (route) => {
    await held;
    await route.continue();
  });
  const saved = page.waitForRequest((r) => r.method() === 'POST' && draftSave.test(r.url()));
  await wizard.field('E-mail').fill('remind@example.com');
  await page.clock.runFor(1_000);
  const reminder = page.getByRole('dialog', { name: '系統提示' });
  await expect(reminder).toBeVisible();
  const request = await saved;
  expect(request.postDataJSON()).toMatchObject({ mode: 'auto', values: { email: 'remind@example.com' } });
  release();
  await page.clock.resume();
  expect((await request.response())?.ok()).toBe(true);
  // The saved draft slid the session: the countdown starts again, the reminder closes.
  await expect(reminder).toBeHidden();
});

test('a step whose data fails to load offers 重新載入 instead of an endless spinner', async ({
  page,
  signIn,
}) => {
  await signIn(users.agent);
  let refused = 0;
  await page.route('**/api/customer-steps/context', async (route) => {
    if (refused++ === 0) return route.abort();
    return route.continue();
  });
  await page.goto(`${MOBILE}/INS_S1?compCode=CH&polInsureType=M`);
  await expect(page.getByText('此步驟資料載入失敗，請按「重新載入」再試一次')).toBeVisible();
  // The api client's own error dialog (999 unreachable) comes first.
  await page.getByRole('button', { name: '知道了' }).click();
  // The wizard may have loaded the step again meanwhile (it re-renders after the dialog); else the retry does it.
  const retry = page.getByRole('button', { name: '重新載入' });
  const name = new WizardPage(page).field('姓名', { exact: true });
  await expect(async () => {
    if (await retry.isVisible()) await retry.click();
    await expect(name).toBeVisible({ timeout: 1_000 });
  }).toPass();
});
