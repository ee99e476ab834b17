import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { boxOf, DESKTOP_SIZES as SIZES, intersect, uncovered } from '../../pages/boxes';
import { ProposalSearchPage } from '../../pages/proposal-search-page';
import { draftCase } from '../attachments/wizard-steps';

/*
 * Issue 23 items 2 and 15-17, as an agent sees the portal on the two desktop sizes it is used at: every column of the
 * proposal list in view and uncovered, the signing step's buttons side by side on one line each, and the menu column
 * as tall as the window; n2-n4's side 上一步/下一步 over no field.
 */
async function expectMenuFullHeight(page: Page, height: number): Promise<void> {
  const menu = page.locator('.ant-layout-sider');
  expect((await boxOf(menu)).height).toBeGreaterThanOrEqual(height - 1);
}

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test.beforeEach(async ({ mockCore, signIn }) => {
      await mockCore.reset();
      await signIn(users.agent);
    });

    test('the proposal list shows every column header, none under another; the menu is as tall as the window', async ({
      page,
    }) => {
      const list = new ProposalSearchPage(page);
      await list.goto();
      await list.searchButton.click();
      // The first load's rows stay under the table's spinner until this search answers: measure once it is gone.
      await expect(list.searchButton).not.toHaveClass(/ant-btn-loading/);
      await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
      await expect(list.dataRows().first()).toBeVisible();
      const table = await boxOf(list.table);
      const headers = list.table.locator('thead th').filter({ hasText: /\S/ });
      const names = (await headers.allInnerTexts()).map((t) => t.replace(/[\s\u200b]/g, ''));
      expect(names).toEqual([
        '建立日期',
        '最後異動日期',
        '類型',
        '交易序號/受理編號',
        '要保人',
        '被保險人',
        '商品名稱',
        '處理狀態',
        '保險公司受理日期',
        '功能',
      ]);
      for (const header of await headers.all()) {
        const box = await boxOf(header);
        expect(box.x, await header.innerText()).toBeGreaterThanOrEqual(table.x - 1);
        expect(box.x + box.width, await header.innerText()).toBeLessThanOrEqual(table.x + table.width + 1);
        expect(await uncovered(header), await header.innerText()).toBe(true);
      }
      // The state of a case is in view in every row, uncovered.
      for (const cell of await list.column(8).all()) {
        await cell.scrollIntoViewIfNeeded();
        expect(await uncovered(cell)).toBe(true);
      }
      await expectMenuFullHeight(page, size.height);
      await page.mouse.wheel(0, 3000);
      await expectMenuFullHeight(page, size.height);
    });

    test('the signing step: 下一步 and 跳轉保險公司 side by side, each on one line, kept in the window', async ({
      page,
    }) => {
      const row = await draftCase(page);
      await page.goto(
        `/proposal/proposalMain/steps/INS_S8?compCode=${row.compCode}&transCode=${row.transCode}&routerPage=INS_S8`,
      );
      const next = page.getByRole('button', { name: '下一步' });
      const jump = page.getByRole('button', { name: '跳轉保險公司（簽名未完成）' });
      await expect(next).toBeVisible();
      await expect(jump).toBeVisible();
      const [a, b] = [await boxOf(next), await boxOf(jump)];
      expect(intersect(a, b)).toBe(false);
      // One line of text each: no taller than a button of the theme (32 px).
      expect(a.height).toBeLessThanOrEqual(40);
      expect(b.height).toBeLessThanOrEqual(40);
      // Kept at the bottom of the window while the document above scrolls.
      for (const box of [a, b]) expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      expect(await uncovered(next)).toBe(true);
      expect(await uncovered(jump)).toBe(true);
    });
    for (const stepCode of ['INS_S2', 'INS_S3', 'INS_S4'] as const) {
      test(`${stepCode}: the side 上一步 and 下一步 stay at the window's edge, over no field, and move the wizard`, async ({
        page,
      }) => {
        const row = await draftCase(page);
        await page.goto(
          `/proposal/proposalMain/steps/${stepCode}?compCode=${row.compCode}&isPreview=Y&transCode=${row.transCode}`,
        );
        const side = page.getByTestId('side-actions');
        const previous = side.getByText('上一步', { exact: true });
        const next = side.getByText('下一步', { exact: true });
        await expect(previous).toBeVisible();
        await expect(next).toBeVisible();
        const fields = page
          .getByRole('main')
          .locator(['input', 'textarea', '.ant-select', '.ant-upload'].map((f) => `${f}:visible`).join(', '));
        // n3 of this case shows no representative box (neither party needs one): its note only.
        if (stepCode !== 'INS_S3') await expect(fields.first()).toBeVisible();
        else await expect(page.getByText('要保人及被保險人皆無需法定代理人')).toBeVisible();
        for (const scroll of [0, 100_000]) {
          await page.evaluate((y) => window.scrollTo(0, y), scroll);
          const [a, b] = [await boxOf(previous), await boxOf(next)];
          expect(intersect(a, b)).toBe(false);
          // One line of text each, inside the window.
          for (const box of [a, b]) {
            expect(box.height).toBeLessThanOrEqual(40);
            expect(box.y).toBeGreaterThanOrEqual(0);
            expect(box.y + box.height).toBeLessThanOrEqual(size.height);
            expect(box.x + box.width).toBeLessThanOrEqual(size.width);
          }
          const bar = await boxOf(side);
          for (const field of await fields.all()) {
            const box = await field.boundingBox();
            if (box)
              expect(intersect(bar, box), await field.evaluate((e) => e.outerHTML.slice(0, 120))).toBe(false);
          }
        }
        // The side 上一步 goes back a step, as the one under the form does.
        await previous.click();
        await expect(page).not.toHaveURL(new RegExp(`/steps/${stepCode}(\\?|$)`));
      });
    }
  });
}
