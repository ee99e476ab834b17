import type { Page } from '@playwright/test';
import { proposalMessages as pm, ruleMessages } from '@agent-portal/contracts/messages';
import { coreSession } from '../../fixtures/core-session';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { ProposalSearchPage, type ProposalRow } from '../../pages/proposal-search-page';

const AGENT_ROLE = { branCode: 'B0101', roleCode: 'R01' };

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

/** The search page listing one case (by its transaction code, as a home card opens it) and that case's row. */
async function listed(page: Page, pick: (r: ProposalRow) => boolean) {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const row = (await proposals.apiRows()).find(pick);
  expect(row, 'a fixture case').toBeDefined();
  await page.getByLabel('要保人姓名').fill(row!.oCusName);
  await proposals.searchButton.click();
  await expect(proposals.row(row!.transCode)).toBeVisible();
  // The row's actions by name: its button or its 更多 menu's entry (issue 41 item 7).
  const actions = {
    run: (name: string) => proposals.runAction(row!.transCode, name),
    names: () => proposals.actionNames(row!.transCode),
  };
  return { proposals, row: row!, actions };
}

test('copy asks first, then opens the new case in the wizard', async ({ page }) => {
  const { proposals, row, actions } = await listed(
    page,
    (r) => r.polState === 'A' && r.polInsureType === 'M',
  );
  const before = (await proposals.apiRows()).length;
  await actions.run('複製');
  await proposals.answer(pm.COPY_CONFIRM, '取消');
  expect((await proposals.apiRows()).length).toBe(before);

  const visited: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && visited.push(f.url()));
  await actions.run('複製');
  await proposals.answer(pm.COPY_CONFIRM, '確定');
  await expect(page.getByText(pm.COPIED)).toBeVisible();
  const after = await proposals.apiRows();
  expect(after.length).toBe(before + 1);
  await expect
    .poll(() => visited.some((u) => /\/proposal\/proposalMain\/steps\/INS_S1\?transCode=/.test(u)))
    .toBe(true);
  const wizard = new URL(visited.find((u) => u.includes('proposalMain'))!);
  expect(wizard.searchParams.get('compCode')).toBe(row.compCode);
  expect(wizard.searchParams.get('polInsureType')).toBe('M');
  const copy = after.find((r) => r.transCode === wizard.searchParams.get('transCode'));
  expect(copy?.polState).toBe('N');
  expect(copy?.oCusName).toBe(row.oCusName);
});

test('delete asks first, then says 刪除成功 and the row is gone', async ({ page }) => {
  const { proposals, row, actions } = await listed(
    page,
    (r) => r.polState === 'N' && r.polInsureType === 'M',
  );
  await actions.run('刪除');
  await proposals.answer(pm.DELETE_CONFIRM, '取消');
  await expect(proposals.row(row.transCode)).toBeVisible();

  await actions.run('刪除');
  await proposals.answer(pm.DELETE_CONFIRM, '確定');
  await expect(page.getByText(pm.DELETED)).toBeVisible();
  await expect(proposals.row(row.transCode)).toHaveCount(0);
  expect((await proposals.apiRows()).map((r) => r.transCode)).not.toContain(row.transCode);
});

const downloads = [
  {
    button: '同意書下載',
    pick: (r: ProposalRow) => r.polState === 'N' && r.polInsureType === 'M',
    name: (r: ProposalRow) => pm.CONSENT_FILE_NAME(r.insureNo),
    core: (r: ProposalRow) => ({
      path: '/ins/common/insPolicies/downloadConsentPdf',
      params: { transCode: r.transCode },
    }),
  },
  {
    button: 'EDD下載',
    pick: (r: ProposalRow) => r.polState === 'U' && r.eddPassState === 'A',
    name: (r: ProposalRow) => pm.EDD_FILE_NAME(r.insureNo),
    core: (r: ProposalRow) => ({
      path: '/ins/common/insPolicies/downloadEDDPdf',
      params: { transCode: r.transCode, compCode: r.compCode },
    }),
  },
  {
    button: '書面分析下載',
    pick: (r: ProposalRow) => r.polState === 'U' && r.writSendState === 'A',
    name: (r: ProposalRow) => pm.WRITTEN_FILE_NAME(r.insureNo),
    core: (r: ProposalRow) => ({
      path: '/ins/common/insPolicies/downloadWritten',
      params: { insureNo: r.insureNo, compCode: r.compCode },
    }),
  },
];

for (const d of downloads) {
  test(`${d.button} opens the core's PDF in a new tab, inline under its Chinese name`, async ({
    page,
    context,
  }) => {
    const { row, actions } = await listed(page, d.pick);
    // Spec 2 §7 (issue 23 item 8): the browser opens it; its viewer's save button keeps the name.
    const url = `/api/proposals/${row.transCode}/documents/`;
    const answered = context.waitForEvent('response', (r) => r.url().includes(url));
    const opened = context.waitForEvent('page');
    await actions.run(d.button);
    const tab = await opened;
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
    expect(response.headers()['content-disposition']).toMatch(/^inline; /);
    expect(response.headers()['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(d.name(row))}`,
    );
    await tab.close();
    const got = await (await page.request.get(response.url())).body();
    const core = await coreSession(users.agent, AGENT_ROLE);
    const { path, params } = d.core(row);
    const direct = await core.get(path, { params });
    expect(direct.ok(), `core ${path}`).toBeTruthy();
    expect(got.subarray(0, 5).toString()).toBe('%PDF-');
    expect(got.equals(await direct.body())).toBe(true);
    await core.dispose();
  });
}

test('the interview result: checked, confirmed, saved once, then no longer editable', async ({ page }) => {
  const { proposals, row, actions } = await listed(
    page,
    (r) => r.polState === 'U' && r.elecCallState === 'P',
  );
  await actions.run('電訪結果');
  const dialog = page.getByRole('dialog', { name: `電訪結果 ${row.transCode}` });
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(dialog.getByText(ruleMessages.REQUIRED(pm.INTERVIEWER_LABEL))).toBeVisible();
  await expect(dialog.getByText(ruleMessages.REQUIRED(pm.INTERVIEW_DATE_LABEL))).toBeVisible();
  await expect(dialog.getByText(pm.INTERVIEW_HOUR)).toBeVisible();
  await expect(dialog.getByText(pm.INTERVIEW_MINUTES)).toBeVisible();

  await dialog.getByLabel(pm.INTERVIEWER_LABEL).fill('王'.repeat(21));
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(dialog.getByText(ruleMessages.MAX_LENGTH(pm.INTERVIEWER_LABEL, 20))).toBeVisible();

  await dialog.getByLabel(pm.INTERVIEWER_LABEL).fill('王小明');
  await proposals.typeDate(dialog.getByLabel(pm.INTERVIEW_DATE_LABEL), row.insAcceptDt);
  await proposals.pick(dialog.getByLabel('電訪時間(時)'), '09');
  await proposals.pick(dialog.getByLabel('電訪時間(分)'), '05');
  await dialog.getByRole('button', { name: '儲存' }).click();
  await proposals.answer(pm.INTERVIEW_CONFIRM, '確定');
  await expect(page.getByText(pm.SAVED)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(actions.names).not.toContain('電訪結果');
  const after = (await proposals.apiRows()).find((r) => r.transCode === row.transCode);
  expect(after?.actions).not.toContain('interview');
});

test('the send date: required, confirmed, saved once, then no longer editable', async ({ page }) => {
  const { proposals, row, actions } = await listed(
    page,
    (r) => r.polState === 'U' && r.polInsureType === 'R' && r.writSendState === 'P',
  );
  await actions.run('寄送日期');
  const dialog = page.getByRole('dialog', { name: `書面分析寄送日期 ${row.transCode}` });
  // On a loaded machine the first click can land while the dialog still zooms in: click until it is read.
  await expect(async () => {
    await dialog.getByRole('button', { name: '儲存' }).click();
    await expect(dialog.getByText(ruleMessages.REQUIRED(pm.SEND_DATE_LABEL))).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });

  await proposals.typeDate(dialog.getByLabel(pm.SEND_DATE_LABEL), row.insAcceptDt);
  await dialog.getByRole('button', { name: '儲存' }).click();
  await proposals.answer(pm.SEND_DATE_CONFIRM, '取消');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '儲存' }).click();
  await proposals.answer(pm.SEND_DATE_CONFIRM, '確定');
  await expect(page.getByText(pm.SAVED)).toBeVisible();
  await expect.poll(actions.names).not.toContain('寄送日期');
  const after = (await proposals.apiRows()).find((r) => r.transCode === row.transCode);
  expect(after?.actions).not.toContain('sendDate');
});

test('written resend says 已重寄書面分析資料; an overdue remote S case refuses editing', async ({ page }) => {
  const { actions } = await listed(page, (r) => r.polState === 'U' && r.writSendState === 'N');
  await actions.run('書面分析重寄');
  await expect(page.getByText(pm.WRITTEN_RESENT)).toBeVisible();

  const overdue = await listed(page, (r) => r.overdue);
  await overdue.actions.run('編輯');
  await expect(page.getByText(pm.OVERDUE_REMOTE)).toBeVisible();
});

test('jump (state O): the insurer link in a new window; the core refusal is shown and nothing changes', async ({
  page,
}) => {
  const { actions } = await listed(page, (r) => r.polState === 'O' && r.compCode === 'CH');
  const [popup] = await Promise.all([page.waitForEvent('popup'), actions.run('跳轉保險公司')]);
  await expect.poll(() => popup.url()).not.toBe('about:blank');
  await popup.close();

  const refused = await listed(page, (r) => r.polState === 'O' && r.compCode === 'HS');
  await refused.actions.run('跳轉保險公司');
  await expect(page.locator('.ant-modal-confirm-error')).toBeVisible();
  const after = (await refused.proposals.apiRows()).find((r) => r.transCode === refused.row.transCode);
  expect(after?.polState).toBe('O');
});
