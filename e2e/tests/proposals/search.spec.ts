import { proposalMessages as pm, ruleMessages } from '@agent-portal/contracts/messages';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { ProposalSearchPage } from '../../pages/proposal-search-page';

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

test('the list opens newest first, 15 a page, intake date blank for N, O and B, the note below', async ({
  page,
}) => {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const rows = await proposals.apiRows();
  await expect(proposals.dataRows()).toHaveCount(15);
  await expect(page.getByText(`共 ${rows.length} 筆`)).toBeVisible();
  await expect(page.getByText('15 筆/頁')).toBeVisible();
  await expect(page.getByText(pm.RESULTS_NOTE)).toBeVisible();

  const newest = [...rows].sort((a, b) => b.createDt.localeCompare(a.createDt)).slice(0, 15);
  await expect(proposals.column(1)).toHaveText(newest.map((r) => r.createDt));
  for (const row of newest.filter((r) => 'NOB'.includes(r.polState))) {
    await expect(proposals.cell(row.transCode, 8)).toHaveText('');
  }
  const accepted = newest.find((r) => r.polState === 'S');
  await expect(proposals.cell(accepted!.transCode, 8)).toHaveText(accepted!.insAcceptDt);
});

test('criteria: a name lists only its cases; nothing found says 查無資料!', async ({ page }) => {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const all = await proposals.apiRows();
  const owner = all[3]!.oCusName;

  await page.getByLabel('要保人姓名').fill(owner);
  await proposals.searchButton.click();
  const byOwner = all.filter((r) => r.oCusName.includes(owner));
  await expect(proposals.dataRows()).toHaveCount(Math.min(byOwner.length, 15));
  await expect(proposals.dataRows().filter({ hasNotText: owner })).toHaveCount(0);

  await proposals.clearButton.click();
  await page.getByLabel('被保險人姓名').fill('查無此人');
  await proposals.searchButton.click();
  await expect(proposals.table.getByText(pm.NO_RESULTS)).toBeVisible();
});

test('criteria: the status filter (R shows its return reason) and the case type', async ({ page }) => {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const all = await proposals.apiRows();

  await proposals.pick(proposals.status, '處理狀態：退件');
  await proposals.searchButton.click();
  const returned = all.filter((r) => r.polState === 'R');
  await expect(proposals.dataRows()).toHaveCount(returned.length);
  const first = returned[0]!;
  await proposals.row(first.transCode).getByText('退件', { exact: true }).click();
  await expect(page.getByText(pm.RETURN_REASON(first.returnDesc!))).toBeVisible();
  await page.getByRole('button', { name: '確定' }).click();

  await proposals.clearButton.click();
  await proposals.pick(proposals.caseType, '遠距投保');
  await proposals.searchButton.click();
  await expect(proposals.dataRows()).toHaveCount(
    Math.min(all.filter((r) => r.polInsureType === 'R').length, 15),
  );
  await expect(proposals.column(3).filter({ hasNotText: '遠距投保' })).toHaveCount(0);
});

test('the last-modified range: both or neither, the end not before the start; refused before any call', async ({
  page,
}) => {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  await expect(proposals.dataRows().first()).toBeVisible();
  let searched = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/proposals') searched += 1;
  });

  await proposals.typeDate(proposals.modifiedFrom, '2025/01/10');
  await proposals.searchButton.click();
  await expect(page.getByText(ruleMessages.LAST_MODIFIED_BOTH)).toBeVisible();

  await proposals.typeDate(proposals.modifiedTo, '2025/01/05');
  await proposals.searchButton.click();
  await expect(page.getByText(ruleMessages.LAST_MODIFIED_ORDER)).toBeVisible();
  expect(searched).toBe(0);

  const rows = await proposals.apiRows();
  const day = rows[0]!.modifyDt.slice(0, 10);
  await proposals.clearButton.click();
  await proposals.typeDate(proposals.modifiedFrom, day);
  await proposals.typeDate(proposals.modifiedTo, day);
  await proposals.searchButton.click();
  const sameDay = rows.filter((r) => r.modifyDt.startsWith(day));
  await expect(proposals.dataRows()).toHaveCount(sameDay.length);
});

test('sorting by a column header, then back to creation date descending', async ({ page }) => {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const rows = await proposals.apiRows();
  await proposals.showPageSize(50);
  await expect(proposals.dataRows()).toHaveCount(rows.length);
  const modified = () =>
    proposals
      .column(2)
      .allInnerTexts()
      .then((t) => t.map((s) => s.replace(/\s+/g, ' ')));

  await page.getByRole('columnheader', { name: '最後異動日期' }).click();
  await expect.poll(modified).toEqual(rows.map((r) => r.modifyDt).sort());
  await page.getByRole('columnheader', { name: '最後異動日期' }).click();
  await expect.poll(modified).toEqual(
    rows
      .map((r) => r.modifyDt)
      .sort()
      .reverse(),
  );

  await page.getByRole('columnheader', { name: '要保人' }).click();
  const byOwner = async () => {
    const owners = await proposals.column(5).allInnerTexts();
    return owners.join('|') === [...owners].sort((a, b) => a.localeCompare(b, 'zh-Hant')).join('|');
  };
  await expect.poll(byOwner).toBe(true);
});
