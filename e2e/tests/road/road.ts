import { expect, type Page } from '@playwright/test';
import type { MockCore } from '../../fixtures/mock-core';
import { chooseFirst } from '../../pages/customer-steps-walk';
import { CustomerStepsPage } from '../../pages/customer-steps-page';
import { tick } from '../../pages/tick';
import { WizardPage } from '../../pages/wizard-page';

/** How long a 下一步 may take to show the next step: n1's and n2's wait on several core calls (checks, save). */
export const STEP_WAIT = 30_000;

/**
 * The existing customer of the roads (mocks/src/fixtures/customer-records.ts): the core knows him, with reference
 * addresses (flag N) and last period's figures; he has not agreed to the data consent yet.
 */
export const EXISTING = { cusIdn: 'A100000010', cusName: '王志明', mobile: '0912000010' } as const;

/**
 * The looked-up reference addresses (flag N) confirmed one by one through the address dialog, which opens with
 * the reference address: 確定 normalises it (flag Y, 已正規化).
 */
export async function confirmReferenceAddresses(page: Page): Promise<void> {
  const { dialogs } = new CustomerStepsPage(page);
  for (const [index, full] of [
    [0, 'addrFullR'],
    [1, 'addrFull'],
  ] as const) {
    await expect(dialogs.addressFlag(full)).toHaveText('參考地址');
    await dialogs.openAddress(index);
    await dialogs.confirmAddress();
    await expect(dialogs.addressDialog).toBeHidden();
    await expect(dialogs.addressFlag(full)).toHaveText('已正規化');
  }
}

/**
 * n1 for the existing customer: the ID lookup (the phone reminder), the reference addresses confirmed, what the
 * core does not keep (occupation, this year's figures, co-solicitation), and the data consent by SMS, which the
 * customer agrees to from the link (the mock's control API plays the customer).
 */
export async function lookUpExisting(page: Page, mockCore: MockCore): Promise<void> {
  const steps = new CustomerStepsPage(page);
  await steps.dialogs.lookup(EXISTING.cusIdn);
  await expect(steps.dialogs.alert('請向客戶確認電話')).toBeVisible();
  await steps.dialogs.okTopModal();
  await expect(steps.dialogs.lookupDialog).toBeHidden();
  await expect(steps.field('姓名')).toHaveValue(EXISTING.cusName);
  await expect(steps.field('行動電話')).toHaveValue(EXISTING.mobile);
  await chooseFirst(page, 'jobCode');
  // The same figures as the last period (assets 500): no change reason to give.
  await steps.finance({ salary: '120', oIncome: '10', hIncome: '200', pp: '200', rp: '300' });
  const noShare = page.getByRole('radio', { name: '否' });
  if ((await noShare.count()) > 0) await tick(noShare.first());
  // 下一步 with the looked-up reference addresses: the agent is told on each field to confirm it (issue 41 item 2).
  await new WizardPage(page).next.click();
  await expect(page.getByText('戶籍地址尚未完成標準化，請確認!')).toBeVisible();
  await expect(page.getByText('居住地址尚未完成標準化，請確認!')).toBeVisible();
  await confirmReferenceAddresses(page);
  await page.getByTestId('sms-send').click();
  await expect(page.getByText('簡訊已發送，請提醒客戶點選簡訊中的連結完成同意')).toBeVisible();
  await mockCore.clickConsentLink(EXISTING.cusName, EXISTING.mobile);
}
