import { expect, type Locator, type Page } from '@playwright/test';
import { clickUntilClosed } from './alert-dialog';

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The upload slots of n4 / n5 and the 檢核總表 dialog: pick, 上傳, 檢視, 刪除 (antd cards titled by the slot). */
export class AttachmentsPage {
  constructor(
    readonly page: Page,
    readonly scope: Locator = page.locator('body'),
  ) {}

  slot(title: string): Locator {
    return this.scope.getByRole('region', { name: title, exact: true });
  }

  async pick(title: string, files: FilePayload[]): Promise<void> {
    await this.scope.getByLabel(`${title} 選擇檔案`).setInputFiles(files);
  }

  /** Picks the files and uploads them; waits until they are listed as stored. */
  async upload(title: string, files: FilePayload[]): Promise<void> {
    await this.pick(title, files);
    const slot = this.slot(title);
    await slot.getByRole('button', { name: '上傳' }).click();
    for (const f of files) await expect(slot.getByRole('button', { name: `檢視 ${f.name}` })).toBeVisible();
  }

  /** An antd warning/confirm dialog with that text; closes it with 確定. */
  async acknowledge(text: string): Promise<void> {
    await clickUntilClosed(this.page.locator('.ant-modal-confirm').filter({ hasText: text }), '確定');
  }
}

/** Real files made by the browser itself: a JPEG and a PNG drawn on a canvas; a PDF from the BFF. */
export async function realImage(
  page: Page,
  name: string,
  type: 'image/jpeg' | 'image/png',
): Promise<FilePayload> {
  const base64 = await page.evaluate((mime) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const g = canvas.getContext('2d');
    if (!g) return '';
    g.fillStyle = '#e6f4ff';
    g.fillRect(0, 0, 320, 200);
    g.fillStyle = '#1677ff';
    g.font = '28px sans-serif';
    g.fillText(mime === 'image/png' ? 'PNG 測試' : 'JPG 測試', 40, 110);
    return canvas.toDataURL(mime).split(',')[1] ?? '';
  }, type);
  return { name, mimeType: type, buffer: Buffer.from(base64, 'base64') };
}

export async function realPdf(page: Page, transCode: string, name: string): Promise<FilePayload> {
  const res = await page.request.get(`/api/proposals/${transCode}/documents/consent`);
  expect(res.ok(), 'a PDF to upload').toBeTruthy();
  return { name, mimeType: 'application/pdf', buffer: await res.body() };
}
