import type { Browser, Page } from '@playwright/test';
import { amlMessages } from '@agent-portal/contracts/messages';
import type { MockCore } from '../../fixtures/mock-core';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { fillUntilHeld } from '../../pages/fill-until-held';
import { AmlFormPage } from '../../pages/aml-form-page';
import { setWrittenFacts } from '../../pages/analysis-steps-page';
import { signInElsewhere } from '../../pages/another-browser';
import type { ProposalRow } from '../../pages/proposal-search-page';

/*
 * Issue 22 item 5: n4, AML, n7 and n9 autosave like n1-n3. The agent types, the session's idle countdown reaches its
 * reminder on Playwright's clock (no real wait), and another browser opening the case finds what was typed.
 */
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ mockCore, page }) => {
  await mockCore.reset();
  await mockCore.setParameter('SESSION_TIMEOUT', '600');
  await mockCore.setParameter('SESSION_REMIND_TIMEOUT', '60');
  await page.clock.install();
});

async function draftOf(page: Page, type: 'M' | 'R'): Promise<ProposalRow> {
  const rows = (await (await page.request.get('/api/proposals')).json()) as ProposalRow[];
  const row = rows.find((r) => r.polState === 'N' && r.polInsureType === type);
  if (!row) throw new Error(`no ${type} draft in the fixtures`);
  return row;
}

/** The idle countdown moved on to its reminder (time then stands still): the autosave has run by then. */
async function idleUntilReminder(page: Page): Promise<void> {
  const timer = page.getByRole('timer');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const reminder = page.getByRole('dialog', { name: '系統提示' });
  await expect(async () => {
    const left = Number(/^(\d+)/.exec((await timer.textContent()) ?? '')?.[1]);
    if (left > 60) await page.clock.fastForward((left - 60) * 1_000);
    await expect(reminder).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('autosave-indicator')).toHaveText(/^已自動儲存 \d{2}:\d{2}:\d{2}$/);
}

/** Another browser (another machine): the agent signs in there and opens the step as the first browser did. */
async function openElsewhere(
  browser: Browser,
  baseURL: string | undefined,
  mockCore: MockCore,
  open: (page: Page) => Promise<void>,
): Promise<{ close: () => Promise<void>; page: Page }> {
  const { context, page } = await signInElsewhere(browser, { baseURL, mockCore, user: users.agent });
  await open(page);
  return { close: () => context.close(), page };
}

/** The AML step of a remote draft: n5 alone (router page), whose 下一步 opens it. */
async function openAml(page: Page, transCode: string): Promise<void> {
  await page.goto(`/proposal/proposalRemote/steps/REMOTE_S5?transCode=${transCode}&routerPage=REMOTE_S5`);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/proposal\/proposalRemote\/steps\/AML\?/);
  await expect(new AmlFormPage(page, page.getByRole('main')).button('完成')).toBeVisible();
}

test('n4: a check description typed before the idle reminder is restored in another browser', async ({
  page,
  signIn,
  browser,
  baseURL,
  mockCore,
}) => {
  await signIn(users.agent);
  const row = await draftOf(page, 'M');
  const path = `/proposal/proposalMain/steps/INS_S4?transCode=${row.transCode}&compCode=${row.compCode}&routerPage=INS_S4`;
  await page.goto(path);
  await fillUntilHeld(page.getByLabel('業務員檢核說明'), '已親晤要保人，自動儲存');
  await idleUntilReminder(page);

  const other = await openElsewhere(browser, baseURL, mockCore, (p) => p.goto(path).then(() => undefined));
  await expect(other.page.getByLabel('業務員檢核說明')).toHaveValue('已親晤要保人，自動儲存');
  await other.close();
});

test('AML: a risk-form answer given before the idle reminder is restored in another browser', async ({
  page,
  signIn,
  browser,
  baseURL,
  mockCore,
}) => {
  await signIn(users.agent);
  const row = await draftOf(page, 'R');
  await openAml(page, row.transCode);
  const unusual = (p: Page) =>
    p.getByRole('radiogroup', { name: amlMessages.COMM_CHECK }).getByLabel('異常', { exact: true });
  // The form takes its loaded answers once they arrive: an answer given just before that is reset.
  await expect(async () => {
    await unusual(page).check({ timeout: 2_000 });
    await expect(unusual(page)).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await fillUntilHeld(page.getByLabel(amlMessages.COMM_OTHER), '親友介紹');
  await idleUntilReminder(page);
  // Issue 41: the agent goes on and presses 暫存; the core finds nothing new (the autosave stored it), and the
  // agent reads 已自動暫存, not 資料無異動.
  // The agent answers the reminder (繼續使用), unless the session's slide by the autosave already closed it.
  await page.clock.resume();
  const reminder = page.getByRole('dialog', { name: '系統提示' });
  await expect(async () => {
    if (await reminder.isVisible())
      await reminder.getByRole('button', { name: '繼續使用' }).click({ timeout: 2_000 });
    await expect(reminder).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await new AmlFormPage(page, page.getByRole('main')).button('暫存').click();
  await expect(page.getByText(amlMessages.AUTOSAVED, { exact: true })).toBeVisible();

  const other = await openElsewhere(browser, baseURL, mockCore, (p) => openAml(p, row.transCode));
  await expect(unusual(other.page)).toBeChecked();
  await expect(other.page.getByLabel(amlMessages.COMM_OTHER)).toHaveValue('親友介紹');
  await other.close();
});

test('n7: the written analysis typed before the idle reminder is restored in another browser', async ({
  page,
  signIn,
  browser,
  baseURL,
  mockCore,
  request,
}) => {
  await signIn(users.agent);
  const row = await draftOf(page, 'R');
  await setWrittenFacts(request, {
    transCode: row.transCode,
    insureAgeO: 40,
    insureAgeI: 30,
    plResult: 'no',
  });
  const path = `/proposal/proposalRemote/steps/REMOTE_S6?compCode=${row.compCode}&transCode=${row.transCode}&routerPage=REMOTE_S6`;
  await page.goto(path);
  await fillUntilHeld(page.getByLabel('保額', { exact: true }), '1000000');
  await idleUntilReminder(page);

  const other = await openElsewhere(browser, baseURL, mockCore, (p) => p.goto(path).then(() => undefined));
  await expect(other.page.getByLabel('保額', { exact: true })).toHaveValue('1000000');
  await other.close();
});

test('n9: the broker form typed before the idle reminder is restored in another browser, and 暫存 completes it', async ({
  page,
  signIn,
  browser,
  baseURL,
  mockCore,
}) => {
  await signIn(users.agent);
  const row = await draftOf(page, 'M');
  const path = `/proposal/proposalMain/steps/INS_S9?compCode=${row.compCode}&transCode=${row.transCode}&routerPage=INS_S9`;
  await page.goto(path);
  // Half a form (no confirmation yet): the final save would refuse it, the autosave keeps it as a temporary save.
  await fillUntilHeld(page.getByLabel('經紀人建議投保理由'), '客戶保障缺口與本商品相符');
  await idleUntilReminder(page);

  const other = await openElsewhere(browser, baseURL, mockCore, (p) => p.goto(path).then(() => undefined));
  await expect(other.page.getByLabel('經紀人建議投保理由')).toHaveValue('客戶保障缺口與本商品相符');
  await expect(other.page.getByRole('alert')).toContainText(/^已自動暫存：.+請按「暫存」完成經紀人報告書$/);
  await other.page
    .getByRole('radiogroup', { name: '已向客戶說明並交付經紀人報告書' })
    .getByText('是')
    .click();
  await other.page.getByRole('button', { name: '暫存' }).click();
  await expect(other.page.getByText('暫存成功')).toBeVisible();
  // The notice follows the save at once, and the reloaded page reads the same.
  await expect(other.page.getByRole('alert').filter({ hasText: /^已儲存：/ })).toBeVisible();
  await other.page.reload();
  await expect(other.page.getByRole('alert')).toContainText(/^已儲存：/);
  await other.close();
});
