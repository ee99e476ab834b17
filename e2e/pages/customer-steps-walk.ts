import { expect, type Page } from '@playwright/test';
import { focusReturned } from './antd-select';
import { CustomerStepsPage } from './customer-steps-page';
import { tick } from './tick';
import { WizardPage } from './wizard-page';

type Kind = 'proposalMain' | 'proposalRemote';

/**
 * The adult policyholder every walk types on n1: the name and mobile are in the mock's agreed consents
 * (mocks/src/fixtures/customer-data.ts), so n1 passes without waiting for the SMS link.
 */
export const WALK_OWNER = { cusIdn: 'A123456789', cusName: '王大明', mobile: '0911222333' } as const;

/**
 * Picks the first option of an antd select (by its form name). Another select's dropdown may still be closing (the
 * address dialog's road list, after its 確定): the pick waits until none is shown, and opens and picks again when
 * the list closed under the click.
 */
export async function chooseFirst(page: Page, name: string): Promise<void> {
  const field = page.locator(`#field-${name.replace(/\W/g, '-')}`);
  const shown = page.locator('.ant-select-dropdown:visible');
  await expect(shown).toHaveCount(0);
  await expect(async () => {
    if ((await shown.count()) === 0) await field.click({ force: true });
    const first = shown.locator('.ant-select-item-option').first();
    await expect(first).toBeVisible({ timeout: 3000 });
    const title = await first.getAttribute('title');
    await first.click({ timeout: 3000 });
    await expect(page.locator(`.ant-select-selection-item[title="${title}"]`).first()).toBeVisible({
      timeout: 3000,
    });
  }).toPass({ timeout: 30_000 });
  await focusReturned(page);
}

/** n1 要保人 filled for real: an adult with an agreed consent, address, job, finance; no co-solicitation. */
export async function fillPolicyholder(page: Page): Promise<void> {
  const steps = new CustomerStepsPage(page);
  await steps.field('身分證字號').fill(WALK_OWNER.cusIdn);
  await steps.field('姓名').fill(WALK_OWNER.cusName);
  await steps.field('出生年(民國)').fill('64');
  await steps.field('出生月').fill('03');
  await steps.field('出生日').fill('12');
  await steps.choose('marryCode', '已婚');
  await steps.registeredAddress();
  await page.getByText('同戶籍地址').first().click();
  await steps.field('行動電話').fill(WALK_OWNER.mobile);
  await chooseFirst(page, 'jobCode');
  await steps.finance({ salary: '120', oIncome: '0', hIncome: '200', pp: '300', rp: '1500' });
  // 共同招攬 (mobile cases only).
  const noShare = page.getByRole('radio', { name: '否' });
  if ((await noShare.count()) > 0) await tick(noShare.first());
}

/**
 * From an open n1: the policyholder above, 下一步, then the insured as 本人 (a copy of the policyholder).
 * Ends on n2, filled; its 下一步 goes past n3 (no party needs a legal representative) to n4.
 */
export async function walkToInsured(page: Page, kind: Kind): Promise<WizardPage> {
  const wizard = new WizardPage(page);
  const prefix = kind === 'proposalRemote' ? 'REMOTE_S' : 'INS_S';
  await wizard.expectStep(kind, `${prefix}1`);
  await fillPolicyholder(page);
  await wizard.next.click();
  await wizard.expectStep(kind, `${prefix}2`);
  const steps = new CustomerStepsPage(page);
  await steps.choose('relationOwnerCode', '本人');
  await expect(steps.field('姓名')).toHaveValue(WALK_OWNER.cusName);
  return wizard;
}

/** The minor insured of the walks (5 years old, typed): n3 then asks for the insured's representative. */
export const WALK_MINOR = { cusIdn: 'N134590122', cusName: '王小恩' } as const;

/**
 * From an open mobile n1: the policyholder above, then a minor child as the insured (typed, with a home phone),
 * 下一步 each. Ends on n3 with the insured's representative box (legStatus W).
 */
export async function walkToLegalAgent(page: Page): Promise<WizardPage> {
  const wizard = new WizardPage(page);
  await wizard.expectStep('proposalMain', 'INS_S1');
  await fillPolicyholder(page);
  await wizard.next.click();
  await wizard.expectStep('proposalMain', 'INS_S2');
  await new CustomerStepsPage(page).choose('relationOwnerCode', '子女');
  await fillMinorInsured(page);
  await wizard.next.click();
  await wizard.expectStep('proposalMain', 'INS_S3');
  return wizard;
}

/** n2 被保險人 typed for real (the relation chosen first): the minor child above. */
export async function fillMinorInsured(page: Page): Promise<void> {
  const steps = new CustomerStepsPage(page);
  await steps.field('身分證字號').fill(WALK_MINOR.cusIdn);
  await steps.field('姓名').fill(WALK_MINOR.cusName);
  await steps.field('出生年(民國)').fill('110');
  await steps.field('出生月').fill('03');
  await steps.field('出生日').fill('21');
  await steps.choose('marryCode', '未婚');
  await steps.registeredAddress();
  await page.getByLabel('住家電話 區碼').fill('02');
  await page.getByLabel('號碼').nth(1).fill('23456789');
  await chooseFirst(page, 'jobCode');
  await steps.finance({ salary: '0', oIncome: '0', hIncome: '200', pp: '0', rp: '0' });
}

/** Passes n1-n3 for real from an open n1 (walkToInsured, then 下一步). Ends on n4. */
export async function walkCustomerSteps(page: Page, kind: Kind): Promise<WizardPage> {
  const wizard = await walkToInsured(page, kind);
  await wizard.next.click();
  await wizard.expectStep(kind, kind === 'proposalRemote' ? 'REMOTE_S4' : 'INS_S4');
  return wizard;
}

/** Opens a case (a seeded row of the list) on n1 in the wizard. */
export async function openCase(
  page: Page,
  row: { compCode: string; polInsureType: string; transCode: string },
): Promise<Kind> {
  const kind: Kind = row.polInsureType === 'R' ? 'proposalRemote' : 'proposalMain';
  const prefix = kind === 'proposalRemote' ? 'REMOTE' : 'INS';
  await page.goto(
    `/proposal/${kind}/steps/${prefix}_S1?compCode=${row.compCode}&polInsureType=${row.polInsureType}&transCode=${row.transCode}`,
  );
  return kind;
}

/** A case (a seeded row of the list) opened on n1 and passed through n1-n3; ends on n4. */
export async function passCustomerSteps(
  page: Page,
  row: { compCode: string; polInsureType: string; transCode: string },
): Promise<WizardPage> {
  return walkCustomerSteps(page, await openCase(page, row));
}
