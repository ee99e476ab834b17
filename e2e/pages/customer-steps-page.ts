import { expect, type Page } from '@playwright/test';
import { CustomerDialogs } from './customer-dialogs';
import { chooseOption } from './antd-select';

/** The customer steps n1-n3 (issue 10): typing a party, picking from the selects, the finance table. */
export class CustomerStepsPage {
  readonly dialogs: CustomerDialogs;

  constructor(readonly page: Page) {
    this.dialogs = new CustomerDialogs(page);
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  /** An antd select by its form name: opens it and picks the option with that text. */
  async choose(name: string, option: string): Promise<void> {
    await chooseOption(this.page, this.page.locator(`#field-${name.replace(/\W/g, '-')}`), option);
  }

  async registeredAddress(num = '12'): Promise<void> {
    await this.dialogs.openAddress(0);
    const d = this.dialogs.addressDialog;
    for (const [id, text] of [
      ['address-city', '臺北市'],
      ['address-area', '中正區'],
    ] as const) {
      const select = d.locator(`#${id}`);
      await expect(select).toBeEnabled();
      await select.click();
      await this.page.keyboard.type(text);
      await expect(
        this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').first(),
      ).toContainText(text);
      await this.page.keyboard.press('Enter');
    }
    await expect(d.locator('#address-road')).toBeEnabled();
    await d.locator('#address-road').fill('重慶南路一段');
    await this.dialogs.setNumber(num);
    await this.dialogs.confirmAddress();
    await expect(this.dialogs.addressFlag('addrFullR')).toBeVisible();
  }

  async finance(
    values: Partial<Record<'salary' | 'oIncome' | 'hIncome' | 'pp' | 'rp', string>>,
  ): Promise<void> {
    for (const [name, value] of Object.entries(values))
      await this.page.getByLabel(name, { exact: true }).fill(value);
  }
}
