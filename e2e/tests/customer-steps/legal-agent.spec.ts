import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { CustomerDialogs } from '../../pages/customer-dialogs';
import { CustomerStepsPage } from '../../pages/customer-steps-page';
import { WALK_MINOR, walkToLegalAgent } from '../../pages/customer-steps-walk';

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

test('n3: a waiting representative is validated on entry; the box lookup refuses the customer, fills and locks; relation 3 needs its text', async ({
  page,
}) => {
  // Two steps typed for real through the address dialog: minutes on a loaded machine.
  test.setTimeout(300_000);
  await page.goto('/proposal/proposalMain/steps/INS_S1?compCode=CH&polInsureType=M');
  const wizard = await walkToLegalAgent(page);
  const steps = new CustomerStepsPage(page);
  const dialogs = new CustomerDialogs(page);
  const box = page.getByTestId('legal-I');

  // legStatus W: the box's rules run as the step opens, before any 下一步; the tab counts them.
  await expect(box.getByText('請填寫法定代理人身分證字號')).toBeVisible();
  await expect(box.getByText('公司電話、住家電話和行動電話需擇一填入，請確認!')).toBeVisible();
  await expect(wizard.tab(/^法定代理人\(\d+\)$/)).toBeVisible();

  // A typed ROC year is padded to 3 digits when left (spec 3 §9).
  await box.getByLabel('出生年(民國)').fill('64');
  await box.getByLabel('出生月').click();
  await expect(box.getByLabel('出生年(民國)')).toHaveValue('064');

  // The box's own magnifier: the insured's ID is refused in the dialog.
  const magnifier = box.getByRole('button', { name: '法定代理人身分證字號查詢' });
  await dialogs.lookup(WALK_MINOR.cusIdn, magnifier);
  await expect(dialogs.lookupDialog).toContainText('被保險人身分證字號不可與法定代理人相同，請確認!');
  // A customer record: filled, the phone reminder, then the filled identity fields are read-only.
  await dialogs.lookupDialog.locator('#id-lookup-idn').fill('A100000010');
  await dialogs.lookupDialog.getByRole('button', { name: '查詢' }).click();
  await expect(dialogs.alert('請向客戶確認電話，並將區碼、電話號碼及分機分別填入對應欄位。')).toBeVisible();
  await dialogs.okTopModal();
  await expect(dialogs.lookupDialog).toBeHidden();
  await expect(steps.field('法定代理人身分證字號')).toHaveValue('A100000010');
  await expect(steps.field('法定代理人姓名')).toHaveValue('王志明');
  await expect(steps.field('法定代理人姓名')).toBeDisabled();
  await expect(steps.field('法定代理人身分證字號')).toBeDisabled();
  await expect(magnifier).toBeDisabled();
  // The lookup's birth date: 3-digit ROC year, locked too.
  await expect(box.getByLabel('出生年(民國)')).toHaveValue(/^0\d{2}$/);
  await expect(box.getByLabel('出生年(民國)')).toBeDisabled();
  // The phones are the agent's to confirm: still editable.
  await expect(box.getByLabel('行動電話')).toBeEnabled();

  // Relation 3 (其他) needs its text, at most 5 characters.
  await steps.choose('I.legRelOwnerCode', '其他');
  await wizard.next.click();
  await expect(box.getByText('請輸入與法定代理人關係(其他)')).toBeVisible();
  await box.getByLabel('其他關係').fill('叔叔');
  await wizard.next.click();
  await wizard.expectStep('proposalMain', 'INS_S4');
  await expect(wizard.tab('✓ 法定代理人')).toBeVisible();
});
