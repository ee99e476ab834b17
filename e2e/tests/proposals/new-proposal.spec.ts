import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { ChooseProposalDialogPage } from '../../pages/choose-proposal-dialog-page';
import { WizardPage } from '../../pages/wizard-page';

test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

test('the search page: 新增要保書 opens the choose dialog, which starts the wizard', async ({
  page,
  signIn,
}) => {
  await signIn(users.agent);
  await page.goto('/proposal');
  const choose = new ChooseProposalDialogPage(page);
  await choose.open();
  await choose.insurer('台陽人壽保險股份有限公司').click();
  await choose.caseType('行動投保').click();
  await choose.confirm();
  await new WizardPage(page).expectStep('proposalMain', 'INS_S1');
});

test('the search page with newFlag=Y and a compCode opens the choose dialog with that insurer picked', async ({
  page,
  signIn,
}) => {
  await signIn(users.agent);
  await page.goto('/proposal?newFlag=Y&compCode=TY');
  const choose = new ChooseProposalDialogPage(page);
  await expect(choose.dialog).toBeVisible();
  await expect(choose.insurer('台陽人壽保險股份有限公司')).toHaveAttribute('aria-pressed', 'true');
});
