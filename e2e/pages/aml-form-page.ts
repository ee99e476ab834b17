import { expect, type Locator, type Page } from '@playwright/test';
import { amlMessages } from '@agent-portal/contracts/messages';
import { clickUntilClosed } from './alert-dialog';
import { chooseOption } from './antd-select';
import { tick } from './tick';

/** The AML form (risk tab, EDD tab, buttons) inside the 洗錢資料重送 dialog or the wizard's AML step. */
export class AmlFormPage {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    root?: Locator,
  ) {
    this.root = root ?? page.locator('body');
  }

  static dialog(page: Page): AmlFormPage {
    return new AmlFormPage(page, page.getByRole('dialog', { name: '洗錢資料重送' }));
  }

  button(name: '清除' | '上一步' | '暫存' | '儲存' | '檢查漏勾漏填' | '完成'): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  tab(name: '客戶身分及洗錢資恐風險評估' | '高風險客戶盡職調查(EDD)'): Locator {
    return this.root.getByRole('tab', { name });
  }

  async tick(group: string, label: string): Promise<void> {
    const box = this.root.getByRole('group', { name: group }).getByLabel(label, { exact: true });
    // The form takes its loaded draft once it arrives: a tick just before that is reset, so tick until it holds.
    await expect(async () => {
      await box.check({ timeout: 2_000 });
      await expect(box).toBeChecked({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }

  async choose(group: string, option: string): Promise<void> {
    await tick(this.root.getByRole('radiogroup', { name: group }).getByLabel(option, { exact: true }));
  }

  async select(label: string, option: string): Promise<void> {
    await chooseOption(this.page, this.root.getByLabel(label, { exact: true }), option);
  }

  /** Every required answer of the risk form; `ml` Y raises the score to the EDD limit. */
  async fillRisk({ ml = 'N' }: { ml?: 'Y' | 'N' } = {}): Promise<void> {
    await expect(this.root.getByRole('group', { name: '身分證明文件' })).toBeVisible();
    await this.tick('身分證明文件', '國民身分證');
    await this.tick('身分證明文件', '全民健康保險卡');
    await this.choose('是否可確認客戶身分', '是');
    await this.choose('客戶溝通狀況', '正常');
    await this.choose('是否為特殊職業', '否');
    await this.choose('是否有洗錢疑慮', ml === 'Y' ? '是' : '否');
    await this.select('投保來源', '業務員自行開發');
    await this.select('保費來源', '薪資所得');
  }

  /** The risk form shows the answers `fillRisk` gave. */
  async expectRiskFilled({ ml = 'N' }: { ml?: 'Y' | 'N' } = {}): Promise<void> {
    const ids = this.root.getByRole('group', { name: '身分證明文件' });
    await expect(ids.getByLabel('國民身分證', { exact: true })).toBeChecked();
    await expect(ids.getByLabel('全民健康保險卡', { exact: true })).toBeChecked();
    for (const [group, option] of [
      ['是否可確認客戶身分', '是'],
      ['客戶溝通狀況', '正常'],
      ['是否為特殊職業', '否'],
      ['是否有洗錢疑慮', ml === 'Y' ? '是' : '否'],
    ] as const) {
      await expect(
        this.root.getByRole('radiogroup', { name: group }).getByLabel(option, { exact: true }),
      ).toBeChecked();
    }
    for (const [label, option] of [
      ['投保來源', '業務員自行開發'],
      ['保費來源', '薪資所得'],
    ] as const) {
      const item = this.root
        .locator('.ant-select')
        .filter({ has: this.page.getByLabel(label, { exact: true }) });
      await expect(item.locator('.ant-select-selection-item')).toHaveText(option);
    }
  }

  /** The EDD tab is open with its questions and the score that sent the case there. */
  async expectEddOpen(): Promise<void> {
    await expect(this.tab('高風險客戶盡職調查(EDD)')).toHaveAttribute('aria-selected', 'true');
    await expect(this.root.getByText(/風險分數：\d+（EDD門檻：30）/)).toBeVisible();
    await expect(this.root.getByRole('radiogroup', { name: '訪視方式' })).toBeVisible();
    await expect(this.root.getByRole('group', { name: '收入來源' })).toBeVisible();
    await expect(this.root.getByRole('radiogroup', { name: '繳費方式' })).toBeVisible();
  }

  /** The EDD form shows the answers `fillEdd` gave. */
  async expectEddFilled(): Promise<void> {
    const visit = this.root.getByRole('radiogroup', { name: '訪視方式' });
    await expect(visit.getByLabel('親晤面談', { exact: true })).toBeChecked();
    const income = this.root.getByRole('group', { name: '收入來源' });
    await expect(income.getByLabel('薪資', { exact: true })).toBeChecked();
    await expect(income.getByLabel('其他', { exact: true })).toBeChecked();
    await expect(this.root.getByLabel('其他收入來源說明')).toHaveValue('版稅收入');
    const payment = this.root.getByRole('radiogroup', { name: '繳費方式' });
    await expect(payment.getByLabel('年繳', { exact: true })).toBeChecked();
  }

  async fillEdd(): Promise<void> {
    await this.choose('訪視方式', '親晤面談');
    await this.tick('收入來源', '薪資');
    await this.tick('收入來源', '其他');
    await this.root.getByLabel('其他收入來源說明').fill('版稅收入');
    await this.choose('繳費方式', '年繳');
  }

  /** A filled form's end: 儲存, 檢查漏勾漏填 (the check 完成 waits for), 完成, each with its toast. */
  async saveCheckAndFinish(): Promise<void> {
    await this.button('儲存').click();
    await this.expectToast(amlMessages.SAVED);
    await this.button('檢查漏勾漏填').click();
    await this.expectToast(amlMessages.CHECK_PASSED);
    await this.button('完成').click();
    await this.expectToast(amlMessages.FINISHED);
  }

  /** An alert (antd modal) with this text; closed with 確定. */
  async acknowledge(text: string | RegExp): Promise<void> {
    await clickUntilClosed(
      this.page.locator('.ant-modal-confirm').filter({ hasText: text }),
      /確\s*定|知道了|OK/,
    );
  }

  /** The step's own mark: the core reported the finish back (issue 20), so its 下一步 passes. */
  async expectFinishedMark(): Promise<void> {
    await expect(this.root.getByRole('alert').filter({ hasText: '洗錢防制作業完成' })).toBeVisible();
  }

  async expectToast(text: string): Promise<void> {
    await expect(this.page.locator('.ant-message').getByText(text)).toBeVisible();
  }
}

/**
 * The wizard's AML step passed for real (it opens after n5): the risk form filled (low risk), 儲存 (the score),
 * 完成 (agentFilesFinish), then the container's 下一步.
 */
export async function passAmlStep(
  page: Page,
  kind: 'proposalMain' | 'proposalRemote',
  { noEmail = false }: { noEmail?: boolean } = {},
): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/proposal/${kind}/steps/AML(\\?|$)`));
  const aml = new AmlFormPage(page, page.getByRole('main'));
  await aml.fillRisk();
  await aml.button('儲存').click();
  await aml.expectToast('儲存成功');
  await aml.button('完成').click();
  await aml.expectToast('洗錢防制作業完成');
  if (noEmail) {
    // A remote case whose policyholder has no e-mail is asked the send date; left for the list's 寄送日期.
    const sendDate = page.getByRole('dialog', { name: /^書面分析寄送日期/ });
    await expect(sendDate).toBeVisible();
    await sendDate.getByRole('button', { name: '取消' }).click();
    await expect(sendDate).toBeHidden();
  }
  await aml.expectFinishedMark();
  await page.getByRole('button', { name: '下一步' }).click();
}
