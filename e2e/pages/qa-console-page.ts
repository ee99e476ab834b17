import { expect, type Locator, type Page } from '@playwright/test';
import { MOCK_URL } from '../fixtures/mock-core';
import { chooseOption } from './antd-select';

type Tab = '使用者' | '案件情境' | '故障與漂移' | '時鐘' | '系統參數' | '驗證碼/OTP/簡訊/郵件' | '請求紀錄';

/** The mock's QA console (/__mock/console/, issue 44 item 7), in a page of its own beside the portal's. */
export class QaConsolePage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto(`${MOCK_URL}/__mock/console/`);
    await expect(this.page.getByRole('heading', { name: '模擬核心 QA 控制台' })).toBeVisible();
  }

  async tab(name: Tab): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
    await expect(this.page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
  }

  /** The success toast the console shows after a control call (its text), then gone from the way. */
  async expectDone(text: string | RegExp): Promise<void> {
    await expect(this.page.locator('.ant-message-success').filter({ hasText: text })).toBeVisible();
  }

  select(form: string, field: string): Locator {
    return this.page.locator(`#${form}_${field}`);
  }

  async choose(form: string, field: string, title: string): Promise<void> {
    await chooseOption(this.page, this.select(form, field), title);
  }

  /** 案件情境: makes a case and answers the transaction code the console shows. */
  async makeCase(choices: Record<string, string>): Promise<string> {
    await this.tab('案件情境');
    for (const [field, title] of Object.entries(choices)) await this.choose('scenario', field, title);
    await this.page.getByRole('button', { name: '建立案件' }).click();
    await this.expectDone('案件已建立');
    const code = this.page.getByLabel('建立的受理編號');
    await expect(code).toHaveText(/\S+/);
    return (await code.textContent()) as string;
  }
}
