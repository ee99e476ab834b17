import type { Page } from '@playwright/test';
import { expectAccessible } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { ChooseProposalDialogPage } from '../../pages/choose-proposal-dialog-page';
import { ProposalSearchPage } from '../../pages/proposal-search-page';
import { SigningPanel } from '../../pages/signing-dialog-page';
import { WizardPage } from '../../pages/wizard-page';
import { clickUntilClosed } from '../../pages/alert-dialog';

/** Issue 14 §6: axe over the proposal list, its dialogs, every wizard step and the signing dialogs. */
test.describe.configure({ timeout: 300_000 });
test.beforeEach(async ({ mockCore, page, signIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await mockCore.reset();
  await signIn(users.agent);
});

test('the proposal list, the new-proposal dialog, a row confirm, the signature dialog and its pad', async ({
  page,
}) => {
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  await expect(proposals.dataRows().first()).toBeVisible();
  await expectAccessible(page, 'the proposal list');
  const choose = new ChooseProposalDialogPage(page);
  await choose.open();
  await expectAccessible(page, 'the new-proposal dialog');
  await page.keyboard.press('Escape');
  await expect(choose.dialog).toBeHidden();

  const rows = await proposals.apiRows();
  const unsigned = rows.find((r) => r.polState === 'S' && r.polInsureType === 'M' && !r.signoffDt);
  if (!unsigned) throw new Error('no unsigned S mobile case');
  await proposals.runAction(unsigned.transCode, '編輯');
  const warning = page.locator('.ant-modal-confirm').filter({ hasText: '客戶尚未簽署書面分析報告' });
  await expect(warning).toBeVisible();
  await expectAccessible(page, 'the unsigned-customer confirm');
  await clickUntilClosed(warning, '確定');
  const dialog = page.getByRole('dialog').filter({ hasText: '要保書簽名(客戶)' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-location]').first()).toBeVisible();
  await expectAccessible(page, 'the signature dialog');
  const panel = new SigningPanel(page, dialog);
  const [block] = (await panel.state(unsigned.transCode)).blocks;
  if (!block) throw new Error('no sign block');
  await dialog.locator(`[data-location="${block.recCode}"]`).click();
  await panel.block(block.recCode).click();
  await expect(page.getByTestId('signature-pad')).toBeVisible();
  await expectAccessible(page, 'the signature pad');
});

/** Walks a wizard in preview with 下一步 from its first step, running axe on each; returns the steps seen. */
async function previewWalk(page: Page, kind: 'proposalMain' | 'proposalRemote', first: string) {
  const wizard = new WizardPage(page);
  const seen: string[] = [];
  for (let step = first; ;) {
    await wizard.expectStep(kind, step);
    await expect(wizard.title).toBeVisible();
    await expectAccessible(page, `${kind} ${step} (preview)`);
    seen.push(step);
    if ((await wizard.next.count()) === 0 || !(await wizard.next.isEnabled())) break;
    await wizard.next.click();
    await expect(page).not.toHaveURL(new RegExp(`/steps/${step}(\\?|$)`));
    const next = /\/steps\/([A-Z_0-9]+)/.exec(page.url())?.[1];
    if (!next || seen.includes(next)) break;
    step = next;
  }
  return seen;
}

test('every wizard step: a new n1 (empty, then with its errors), then each step of both wizards in preview', async ({
  page,
}) => {
  const wizard = new WizardPage(page);
  await page.goto('/proposal/proposalMain/steps/INS_S1?compCode=TY&polInsureType=M');
  await expect(wizard.title).toBeVisible();
  await expectAccessible(page, 'a new n1');
  await wizard.next.click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await expectAccessible(page, 'n1 with its errors');

  const rows = await new ProposalSearchPage(page).apiRows();
  const signed = rows.find((r) => r.polInsureType === 'M' && r.polState !== 'N' && r.signoffDt);
  const remote = rows.find((r) => r.polInsureType === 'R' && r.polState !== 'N');
  if (!signed || !remote) throw new Error('no signed mobile or remote case in the fixtures');
  await page.goto(
    `/proposal/proposalMain/steps/INS_S1?compCode=${signed.compCode}&isPreview=Y&transCode=${signed.transCode}`,
  );
  const main = await previewWalk(page, 'proposalMain', 'INS_S1');
  await page.goto(
    `/proposal/proposalRemote/steps/REMOTE_S1?compCode=${remote.compCode}&isPreview=Y&transCode=${remote.transCode}`,
  );
  const far = await previewWalk(page, 'proposalRemote', 'REMOTE_S1');
  expect(main.length, `mobile steps seen: ${main.join(' ')}`).toBeGreaterThanOrEqual(7);
  expect(far.length, `remote steps seen: ${far.join(' ')}`).toBeGreaterThanOrEqual(5);
});
