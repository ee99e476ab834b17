import { expect, type Locator, type Page } from '@playwright/test';
import { dialogsAtRest } from './alert-dialog';

/** The address dialog and the ID lookup dialog of the customer steps (issue 10). */
export class CustomerDialogs {
  readonly addressDialog: Locator;
  readonly lookupDialog: Locator;

  constructor(readonly page: Page) {
    this.addressDialog = page.locator('.ant-modal').filter({ has: page.locator('#address-city') });
    this.lookupDialog = page.locator('.ant-modal').filter({ has: page.locator('#id-lookup-idn') });
  }

  /** The address box of a record field (addrFullR / addrFull). */
  addressText(full: 'addrFullR' | 'addrFull'): Locator {
    return this.page.locator(`#address-${full}`);
  }

  addressFlag(full: 'addrFullR' | 'addrFull'): Locator {
    return this.page.getByTestId(`address-${full}-flag`);
  }

  /** Opens the dialog of the n-th address (0 registered, 1 residence), standing still. */
  async openAddress(index: 0 | 1): Promise<void> {
    await this.page.getByRole('button', { name: '地址', exact: true }).nth(index).click();
    await expect(this.addressDialog).toBeVisible();
    await this.settled();
  }

  /** Types into a pick list and takes the option once the list shows it (cities and districts load from the BFF). */
  private async pick(id: string, text: string): Promise<void> {
    const select = this.addressDialog.locator('.ant-select').filter({ has: this.page.locator(`#${id}`) });
    await this.addressDialog.locator(`#${id}`).click();
    await this.page.keyboard.type(text);
    const options = this.page
      .locator('.ant-select-dropdown')
      .filter({ has: this.page.locator(`#${id}_list`) });
    await expect(options.locator('.ant-select-item-option-active')).toContainText(text);
    await this.page.keyboard.press('Enter');
    await expect(select.locator('.ant-select-selection-item')).toContainText(text);
  }

  /** City, district, road and the door number (half-width digits: the dialog makes them full-width). */
  async fillAddress(city: string, area: string, road: string, num: string): Promise<void> {
    await this.pick('address-city', city);
    await this.pick('address-area', area);
    await this.addressDialog.locator('#address-road').fill(road);
    // Leaves the road box so its suggestions close (Escape would close the dialog).
    await this.addressDialog.locator('#address-road').press('Tab');
    await this.setNumber(num);
  }

  async setNumber(num: string): Promise<void> {
    await this.addressDialog.getByLabel('號', { exact: true }).fill(num);
  }

  async confirmAddress(): Promise<void> {
    await this.addressDialog.getByRole('button', { name: '確定' }).click();
  }

  /** The confirm/alert modal showing a text (one that is closing is left out). */
  alert(text: string): Locator {
    return this.page.locator('.ant-modal-confirm:not(.ant-zoom-leave)').filter({ hasText: text });
  }

  /** Waits until no dialog is in its opening or closing motion (a click during it can be lost). */
  async settled(): Promise<void> {
    await dialogsAtRest(this.page);
  }

  /** The OK button of the topmost confirm/alert modal, clicked once the modal stands still. */
  async okTopModal(): Promise<void> {
    const top = this.page.locator('.ant-modal-confirm:not(.ant-zoom-leave)').last();
    await expect(top).toBeVisible();
    await this.settled();
    await top.getByRole('button', { name: '確定' }).click();
  }

  /** Looks an ID up through a magnifier (the customer's by default; n3: a representative box's). */
  async lookup(idn: string, magnifier?: Locator): Promise<void> {
    await (magnifier ?? this.page.getByRole('button', { name: '身分證字號查詢' })).click();
    await expect(this.lookupDialog).toBeVisible();
    await this.settled();
    await this.lookupDialog.locator('#id-lookup-idn').fill(idn);
    await this.lookupDialog.getByRole('button', { name: '查詢' }).click();
  }
}
