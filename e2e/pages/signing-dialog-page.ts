import { createHash } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import type { components } from '@agent-portal/contracts/generated/bff';
import { clickUntilClosed, dialogsAtRest } from './alert-dialog';
import type { ProposalRow, ProposalSearchPage } from './proposal-search-page';

export type SigningState = components['schemas']['SigningState'];
export type SignatureEvidence = components['schemas']['SignatureEvidence'];

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** 簽名資料 (the signature dialog) or the n8 step: signer tabs, location tabs, sign blocks on the PDF, the pad. */
export class SigningPanel {
  /** SHA-256 of every signing PDF the browser received (what the customer was shown). */
  readonly servedPdfHashes = new Set<string>();

  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {
    page.on('response', (res) => {
      if (!/\/signing\/documents\//.test(res.url()) || !res.ok()) return;
      void res.body().then((b) => this.servedPdfHashes.add(sha256(b)));
    });
  }

  async state(transCode: string): Promise<SigningState> {
    const res = await this.page.request.get(`/api/proposals/${transCode}/signing`);
    expect(res.ok(), 'signing state').toBeTruthy();
    return (await res.json()) as SigningState;
  }

  async evidence(transCode: string): Promise<SignatureEvidence> {
    const res = await this.page.request.get(`/api/proposals/${transCode}/evidence`);
    expect(res.ok(), 'evidence').toBeTruthy();
    return (await res.json()) as SignatureEvidence;
  }

  block(recCode: string): Locator {
    return this.root.locator(`[data-sign-block="${recCode}"]`);
  }

  /** Draws a handwritten-like stroke pattern on the pad with the mouse. */
  async drawOnPad(): Promise<void> {
    const pad = this.page.getByTestId('signature-pad');
    await expect(pad).toBeVisible();
    // The dialog zooms in: draw only once the canvas stands still at its full 900 × 350.
    let box = await pad.boundingBox();
    await expect
      .poll(async () => {
        const now = await pad.boundingBox();
        const still = !!now && !!box && now.x === box.x && now.y === box.y && Math.round(now.width) === 900;
        box = now;
        return still;
      })
      .toBe(true);
    if (!box) throw new Error('pad has no box');
    const strokes = [
      [120, 170, 260, 110, 14],
      [180, 90, 200, 260, 10],
      [320, 120, 520, 240, 16],
      [560, 200, 780, 150, 12],
    ] as const;
    for (const [x1, y1, x2, y2, steps] of strokes) {
      await this.page.mouse.move(box.x + x1, box.y + y1);
      await this.page.mouse.down();
      for (let i = 1; i <= steps; i += 1) {
        const t = i / steps;
        await this.page.mouse.move(
          box.x + x1 + (x2 - x1) * t,
          box.y + y1 + (y2 - y1) * t + Math.sin(t * 6) * 18,
        );
      }
      await this.page.mouse.up();
    }
  }

  /** Signs one location: signer tab, location tab, the block on the PDF, strokes on the pad, 確認. */
  async sign(signCode: string, recCode: string): Promise<void> {
    await this.root.locator(`[data-signer="${signCode}"]`).click();
    await this.root.locator(`[data-location="${recCode}"]`).click();
    const block = this.block(recCode);
    await block.scrollIntoViewIfNeeded();
    await block.click();
    await this.drawOnPad();
    await this.page.getByTestId('pad-confirm').click();
    await expect(block).toHaveAttribute('data-signed', 'Y');
    await expect(this.page.getByTestId('signature-pad')).toBeHidden();
  }

  /** Counts the opaque pixels of a PNG data URL in the browser (a blank signature has none). */
  async inkPixels(dataUrl: string): Promise<number> {
    return this.page.evaluate(async (url) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d');
      if (!ctx) return 0;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, img.width, img.height).data;
      let ink = 0;
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) ink += 1;
      return ink;
    }, dataUrl);
  }
}

/** The S mobile case the customer has not signed (fixtures: TY, no signoffDt). */
export const unsignedCase = (rows: ProposalRow[]) => {
  const row = rows.find((r) => r.polState === 'S' && r.polInsureType === 'M' && !r.signoffDt);
  if (!row) throw new Error('no unsigned S mobile case');
  return row;
};

/** 編輯 on the list → 客戶尚未簽署… → 確定 → 簽名資料. */
export async function openSignatureDialog(proposals: ProposalSearchPage, row: ProposalRow) {
  const page = proposals.page;
  const dialog = page.getByRole('dialog').filter({ hasText: '要保書簽名(客戶)' });
  // Made (and listening) before the dialog opens: the dialog fetches its first document at once, and on a fast
  // machine that answer came before a panel made afterwards listened, so the first PDF shown went unrecorded.
  const panel = new SigningPanel(page, dialog);
  await proposals.runAction(row.transCode, '編輯');
  const warning = page.locator('.ant-modal-confirm').filter({ hasText: '客戶尚未簽署書面分析報告' });
  await clickUntilClosed(warning, '確定');
  await expect(dialog).toBeVisible();
  // Its state loaded (the sign blocks are on the page) and the dialog standing still: a click on its buttons during
  // the opening motion can be lost.
  await expect(panel.root.locator('[data-sign-block]').first()).toBeVisible();
  await dialogsAtRest(page);
  return panel;
}
