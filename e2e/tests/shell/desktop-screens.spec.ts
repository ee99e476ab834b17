import type { Locator, Page } from '@playwright/test';
import { signingMessages as sm } from '@agent-portal/contracts/messages';
import { expectAccessible } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { boxOf, DESKTOP_SIZES, intersect, uncovered, type Box } from '../../pages/boxes';
import { AmlFormPage } from '../../pages/aml-form-page';
import { ProposalSearchPage } from '../../pages/proposal-search-page';
import { openSignatureDialog, unsignedCase } from '../../pages/signing-dialog-page';

/*
 * Issue 41 items 3 and 7, measured at both desktop sizes: the list's headers never broken inside a word and each
 * row's actions on one line; the signature dialog's footer in the window and clickable while the PDF scrolls in
 * its own area; the 簽名已儲存 toast over no control; the AML step under its own tab, its buttons in one row; n7's
 * 保額 and 保費 named by their labels, and axe at this size.
 */

/**
 * The words of a header (its text split where it may break, at zero-width spaces) that the browser broke over
 * two lines: a word's characters on one line share one top.
 */
async function brokenWords(header: Locator): Promise<string[]> {
  return header.evaluate((th) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let start = 0;
      for (const word of (node.textContent ?? '').split('\u200b')) {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + word.length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) broken.push(word);
        start += word.length + 1;
      }
    }
    return broken;
  });
}

/**
 * Every control on screen (buttons, tabs, links, fields) with the part of its box its scrolling areas show (a sign
 * block scrolled out of the PDF's area is not on screen).
 */
async function controlBoxes(page: Page): Promise<{ name: string; box: Box }[]> {
  const selector = [
    'button',
    'a[href]',
    '[role="tab"]',
    'input',
    '[role="combobox"]',
    '[role="menuitem"]',
  ].join(', ');
  return page.evaluate((selector) => {
    const found: { name: string; box: Box }[] = [];
    for (const el of document.querySelectorAll(selector)) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, c.left),
          Math.max(top, c.top),
          Math.min(right, c.right),
          Math.min(bottom, c.bottom),
        ];
      }
      if (right <= left || bottom <= top) continue;
      const name = el.getAttribute('aria-label') ?? el.textContent ?? '';
      found.push({
        name: name.trim().slice(0, 40),
        box: { x: left, y: top, width: right - left, height: bottom - top },
      });
    }
    return found;
  }, selector);
}

for (const size of DESKTOP_SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test.beforeEach(async ({ mockCore, signIn }) => {
      await mockCore.reset();
      await signIn(users.agent);
    });

    test('the proposal list: no header broken inside a word, each row’s actions on one line, nothing wider than the window', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const list = new ProposalSearchPage(page);
      await list.goto();
      await list.showPageSize(50);
      await expect(list.dataRows()).toHaveCount((await list.apiRows()).length);
      const headers = list.table.locator('thead th').filter({ hasText: /\S/ });
      await expect(headers).toHaveCount(10);
      for (const header of await headers.all()) {
        const name = await header.innerText();
        expect(await brokenWords(header), name).toEqual([]);
        // Kept whole, a word may not spill out of its cell either.
        expect(await header.evaluate((th) => th.scrollWidth <= th.clientWidth), name).toBe(true);
      }
      // Each row's action buttons share one top: one line (they wrapped onto 3-4).
      const lines = await list
        .dataRows()
        .evaluateAll((rows) =>
          rows.map(
            (row) =>
              new Set(
                [...(row.lastElementChild?.querySelectorAll('button') ?? [])].map((b) =>
                  Math.round(b.getBoundingClientRect().top),
                ),
              ).size,
          ),
        );
      expect(lines.length).toBeGreaterThan(0);
      expect(
        lines.every((n) => n === 1),
        `lines of buttons per row: ${lines.join(' ')}`,
      ).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test('the signature dialog: its footer in the window and clickable while the PDF scrolls; 簽名已儲存 over no control', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const proposals = new ProposalSearchPage(page);
      await proposals.goto();
      const row = unsignedCase(await proposals.apiRows());
      const panel = await openSignatureDialog(proposals, row);
      const dialog = page.getByRole('dialog', { name: sm.DIALOG_TITLE });
      const footer = [
        dialog.getByRole('button', { name: '離開', exact: true }),
        dialog.getByRole('button', { name: /^跳轉保險公司/ }),
        dialog.getByRole('button', { name: '下一步', exact: true }),
      ];
      const inWindow = async () => {
        for (const button of footer) {
          const box = await boxOf(button);
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height).toBeLessThanOrEqual(size.height);
          expect(box.x + box.width).toBeLessThanOrEqual(size.width);
          expect(await uncovered(button)).toBe(true);
        }
      };
      await inWindow();
      const before = await boxOf(footer[2]!);

      // The wheel over the PDF scrolls the PDF's own area; the dialog and its footer stay.
      const area = panel.root.getByTestId('sign-document-area');
      const areaBox = await boxOf(area);
      await page.mouse.move(areaBox.x + areaBox.width / 2, areaBox.y + areaBox.height / 2);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => area.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
      expect(await boxOf(footer[2]!)).toEqual(before);
      await inWindow();

      // Clickable: 離開 asks first; 取消 keeps the dialog.
      await footer[0]!.click();
      const leave = page.locator('.ant-modal-confirm').filter({ hasText: sm.LEAVE_CONFIRM });
      await leave.getByRole('button', { name: '取消' }).click();
      await expect(leave).toBeHidden();
      await expect(dialog).toBeVisible();

      // A signature: its toast covers no control (it covered the signer tabs).
      const state = await panel.state(row.transCode);
      const signer = state.signers[0]!;
      const block = state.blocks.find((b) => b.cusCode === signer.cusCode && !b.image)!;
      await panel.root.locator(`[data-signer="${signer.signCode}"]`).click();
      await panel.root.locator(`[data-location="${block.recCode}"]`).click();
      await panel.block(block.recCode).click();
      await panel.drawOnPad();
      await page.getByTestId('pad-confirm').click();
      const toast = page.locator('.ant-message-notice-content').filter({ hasText: sm.SIGNED });
      await expect(toast).toBeVisible();
      const toastBox = await boxOf(toast);
      for (const { name, box } of await controlBoxes(page))
        expect(intersect(toastBox, box), name).toBe(false);
      await expect(panel.block(block.recCode)).toHaveAttribute('data-signed', 'Y');
      await inWindow();
    });

    test('the AML step: its own tab is the highlighted one, its buttons and 上一步 in one row', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const list = new ProposalSearchPage(page);
      await list.goto();
      const draft = (await list.apiRows()).find((r) => r.polState === 'N' && r.polInsureType === 'R');
      if (!draft) throw new Error('no remote draft in the fixtures');
      // n5 alone (router page), whose 下一步 opens the AML step.
      await page.goto(
        `/proposal/proposalRemote/steps/REMOTE_S5?transCode=${draft.transCode}&routerPage=REMOTE_S5`,
      );
      await page.getByRole('button', { name: '下一步' }).click();
      await expect(page).toHaveURL(/\/proposal\/proposalRemote\/steps\/AML\?/);
      const main = page.getByRole('main');
      const aml = new AmlFormPage(page, main);
      await expect(aml.button('完成')).toBeVisible();
      const wizardTabs = page.getByRole('tablist').first();
      await expect(wizardTabs.getByRole('tab', { selected: true })).toHaveText('洗錢防制評估');
      await expect(wizardTabs.getByRole('tab', { name: /附件上傳/ })).toHaveAttribute(
        'aria-selected',
        'false',
      );
      // 上一步, the form's buttons and 下一步 (none here: n5 alone has no tab after it) share one row.
      const next = main.getByRole('button', { name: '下一步', exact: true });
      const row = [
        main.getByRole('button', { name: '上一步', exact: true }),
        ...(['清除', '暫存', '儲存', '檢查漏勾漏填', '完成'] as const).map((name) => aml.button(name)),
        ...(await next.all()),
      ];
      const tops = new Set<number>();
      for (const button of row) {
        await expect(button).toHaveCount(1);
        const box = await boxOf(button);
        tops.add(Math.round(box.y));
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      }
      expect(tops.size).toBe(1);
    });

    test('n7: 保額 and 保費 are named by their labels; axe finds nothing at this size', async ({ page }) => {
      test.setTimeout(90_000);
      const list = new ProposalSearchPage(page);
      await list.goto();
      const signed = (await list.apiRows()).find(
        (r) => r.polInsureType === 'M' && r.polState !== 'N' && r.signoffDt,
      );
      if (!signed) throw new Error('no signed mobile case in the fixtures');
      await page.goto(
        `/proposal/proposalMain/steps/INS_S7?compCode=${signed.compCode}&isPreview=Y&transCode=${signed.transCode}`,
      );
      for (const name of ['保額', '保費'])
        await expect(page.getByRole('textbox', { name, exact: true })).toBeVisible();
      await expectAccessible(page, `n7 at ${size.width}×${size.height}`);
    });
  });
}
