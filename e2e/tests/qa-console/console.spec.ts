import { errorMessages, proposalMessages as pm } from '@agent-portal/contracts/messages';
import type { Page } from '@playwright/test';
import { stack } from '../../fixtures/stack';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { clickUntilClosed } from '../../pages/alert-dialog';
import { CommissionPage } from '../../pages/commission-page';
import { ProposalSearchPage } from '../../pages/proposal-search-page';
import { QaConsolePage } from '../../pages/qa-console-page';

// Issue 44 item 7: each panel of the QA console used once, its effect seen in the portal (another tab).
test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

async function openConsole(page: Page): Promise<QaConsolePage> {
  const qa = new QaConsolePage(await page.context().newPage());
  await qa.goto();
  return qa;
}

/** The proposal list showing one case (the list's own search by 要保人姓名) and its row's actions. */
async function listedCase(page: Page, transCode: string) {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const row = (await proposals.apiRows()).find((r) => r.transCode === transCode);
  expect(row, `case ${transCode} in the list`).toBeDefined();
  await page.getByLabel('要保人姓名').fill(row!.oCusName);
  await proposals.searchButton.click();
  await expect(proposals.row(transCode)).toBeVisible();
  return { proposals, row: row! };
}

test('案件情境: a U case with preSignState R made in the console shows 檢核資料重送 on its row', async ({
  page,
  signIn,
}) => {
  const qa = await openConsole(page);
  const transCode = await qa.makeCase({
    userCode: `${users.agent.userCode} ${users.agent.userName}`,
    polState: 'U 待補正',
    preSignState: 'R',
  });
  // The mock's PORTAL_URL: this stack's BFF (scripts/e2e.sh).
  await expect(qa.page.getByRole('link', { name: '入口網站的要保書列表' })).toHaveAttribute(
    'href',
    `${stack.baseUrl}/proposal`,
  );
  await expect(qa.page.getByRole('link', { name: '在入口網站開啟此案件' })).toHaveAttribute(
    'href',
    `${stack.baseUrl}/proposal?aTransCode=${transCode}`,
  );

  await signIn(users.agent);
  const { proposals, row } = await listedCase(page, transCode);
  expect([row.polState, row.preSignState]).toEqual(['U', 'R']);
  expect(await proposals.actionNames(transCode)).toContain('檢核資料重送');
});

test('系統參數: CH_OPEN_YN N in the console closes 長泓人壽 in the insurer picker at its next opening', async ({
  page,
  signIn,
}) => {
  await signIn(users.agent);
  const picker = page.getByRole('dialog', { name: '選擇保險公司' });
  const ch = picker.getByRole('button', { name: '長泓人壽保險股份有限公司' });
  await page.getByRole('button', { name: '新增要保書' }).click();
  await expect(ch).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  const qa = await openConsole(page);
  await qa.tab('系統參數');
  await qa.page.getByLabel('CH_OPEN_YN 的值').fill('N');
  await qa.page.getByRole('button', { name: '儲存 CH_OPEN_YN' }).click();
  await qa.expectDone('CH_OPEN_YN = N');

  // The picker reads the channel again at its next opening, from the BFF, whose cache the mock's change dropped
  // (CORE_DATA_VERSION): no page load, no TTL and no Redis flush stand between.
  await page.bringToFront();
  await page.getByRole('button', { name: '新增要保書' }).click();
  await expect(ch).toHaveAttribute('aria-disabled', 'true');
});

test('時鐘: a day later in the console, a remote S case accepted today is overdue', async ({
  page,
  signIn,
}) => {
  const qa = await openConsole(page);
  const transCode = await qa.makeCase({
    userCode: `${users.agent.userCode} ${users.agent.userName}`,
    polState: 'S 已送件',
    polInsureType: '遠距投保',
  });
  await qa.tab('時鐘');
  await expect(qa.page.getByLabel('時鐘偏移')).toHaveText(/^0\.00 天/);
  await qa.page.getByRole('button', { name: '往後 1 天' }).click();
  await qa.expectDone('時鐘已移動');
  await expect(qa.page.getByLabel('時鐘偏移')).toHaveText(/^1\.00 天（86400000 ms）/);

  // A day is past the core's SESSION_TIMEOUT: the agent logs in after the move.
  await signIn(users.agent);
  const { proposals, row } = await listedCase(page, transCode);
  expect(row.overdue).toBe(true);
  await proposals.runAction(transCode, '編輯');
  await expect(page.getByText(pm.OVERDUE_REMOTE)).toBeVisible();
});

test('使用者 and 驗證碼/OTP: OTP switched on for an agent, who logs in through the link with the codes the console shows', async ({
  page,
}) => {
  const qa = await openConsole(page);
  await qa.tab('使用者');
  const otp = qa.page.getByRole('switch', { name: `${users.agent.userCode} OTP` });
  await expect(otp).not.toBeChecked();
  await otp.click();
  await qa.expectDone(`${users.agent.userCode} OTP 開`);
  await expect(otp).toBeChecked();

  const [portal] = await Promise.all([
    qa.page.context().waitForEvent('page'),
    qa.page.getByRole('link', { name: `以 ${users.agent.userCode} 開啟入口網站` }).click(),
  ]);
  await expect(portal).toHaveURL(/\/login$/);
  await expect(portal.getByRole('img', { name: '驗證碼圖片' })).toBeVisible();
  await qa.page.getByRole('button', { name: '讀取最新驗證碼' }).click();
  const captcha = (await qa.page.getByLabel('最新驗證碼').textContent()) as string;
  await portal.getByLabel('員工編號').fill(users.agent.userCode);
  await portal.getByLabel('密碼', { exact: true }).fill(users.agent.password);
  await portal.getByLabel('驗證碼', { exact: true }).fill(captcha);
  await portal.getByRole('button', { name: '登入', exact: true }).click();

  await portal.getByRole('radio', { name: 'EMAIL' }).check();
  await portal.getByRole('button', { name: '發送驗證碼' }).click();
  await expect(portal.getByRole('button', { name: /重新發送/ })).toBeDisabled();
  await qa.tab('驗證碼/OTP/簡訊/郵件');
  await qa.page.getByLabel('OTP 業務員代碼').fill(users.agent.userCode);
  await qa.page.getByRole('button', { name: '讀取 OTP' }).click();
  const code = (await qa.page.getByLabel('OTP', { exact: true }).textContent()) as string;
  await portal.getByLabel('OTP驗證碼').fill(code);
  await portal.getByRole('button', { name: '驗證', exact: true }).click();
  await expect(portal).toHaveURL(/\/home$/);
});

test('故障與漂移: a 517 fault set in the console shows its message on the next commission search', async ({
  page,
  signIn,
}) => {
  await signIn(users.agent);
  const commission = new CommissionPage(page);
  await commission.open();

  const qa = await openConsole(page);
  await qa.tab('故障與漂移');
  const form = qa.page.locator('#fault');
  await form.getByLabel('路徑開頭').fill('/commission/SSDetailList');
  await form.getByLabel('狀態碼').fill('517');
  await form.getByLabel('訊息').fill('密碼已被重設，請變更密碼');
  await form.getByLabel('次數').fill('1');
  await form.getByRole('button', { name: '加入故障' }).click();
  await qa.expectDone('已加入故障');
  await expect(qa.page.getByRole('cell', { name: '/commission/SSDetailList' })).toBeVisible();

  await page.bringToFront();
  await commission.searchButton.click();
  await expect(page.getByTestId('error-alert')).toContainText('密碼已被重設，請變更密碼');
});

test("故障與漂移: a drift set in the console (the core answers HTML) is the portal's contract error", async ({
  page,
  signIn,
}) => {
  await signIn(users.agent);
  const commission = new CommissionPage(page);
  await commission.open();

  const qa = await openConsole(page);
  await qa.tab('故障與漂移');
  const form = qa.page.locator('#drift');
  await form.getByLabel('路徑').fill('/commission/SSDetailList');
  await qa.choose('drift', 'mutation', 'html-error');
  await form.getByRole('button', { name: '加入漂移' }).click();
  await qa.expectDone('已加入漂移');
  await expect(qa.page.getByRole('cell', { name: 'html-error' })).toBeVisible();

  await page.bringToFront();
  await commission.searchButton.click();
  const alert = page.getByRole('dialog').filter({ hasText: errorMessages.CORE_CONTRACT });
  await clickUntilClosed(alert, '知道了');

  await qa.page.getByRole('button', { name: '清除所有漂移' }).click();
  await qa.page.getByRole('button', { name: '清除', exact: true }).click();
  await qa.expectDone('已清除所有漂移');
  await commission.searchButton.click();
  await expect(commission.dataRows().first()).toBeVisible();
});

test('請求紀錄: the journal shows the core calls of a click, with status and agent', async ({
  page,
  signIn,
}) => {
  await signIn(users.agent);
  const commission = new CommissionPage(page);
  await commission.open();

  const qa = await openConsole(page);
  await qa.tab('請求紀錄');
  await qa.page.getByLabel('篩選路徑開頭').fill('/commission/SSDetailList');
  const calls = qa.page.getByRole('row').filter({ hasText: '/commission/SSDetailList' });
  await expect(qa.page.getByRole('switch', { name: '自動更新' })).toBeChecked();
  const before = await calls.count();

  await page.bringToFront();
  await commission.searchButton.click();
  await expect(commission.dataRows().first()).toBeVisible();

  // Polled every 2 s: the click's call appears without touching the console.
  await expect(calls).toHaveCount(before + 1);
  const call = calls.first();
  await expect(call.getByText('200', { exact: true })).toBeVisible();
  await expect(call).toContainText(users.agent.userCode);
});
