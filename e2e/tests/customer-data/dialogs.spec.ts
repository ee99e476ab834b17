import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { CustomerDialogs } from '../../pages/customer-dialogs';
import { HomePage } from '../../pages/home-page';
import { WizardPage } from '../../pages/wizard-page';
import { tick } from '../../pages/tick';

const N1 = '/proposal/proposalMain/steps/INS_S1?compCode=CH&polInsureType=M';

test.use({ viewport: { width: 1440, height: 900 } });
// Login, the wizard's first load and the dialogs: long on a shared machine (the login alone has taken 20 s).
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ mockCore }) => {
  await mockCore.reset();
});

test('address dialog: floor 一, full-width digits and every normalisation outcome (ok1, ok2, unknown, malformed, failed, renumbered, unreachable)', async ({
  page,
  signIn,
  mockCore,
}) => {
  await signIn(users.agent);
  await page.goto(N1);
  const d = new CustomerDialogs(page);
  await d.openAddress(0);
  await expect(d.addressDialog.getByLabel('樓', { exact: true })).toHaveValue('一');
  await d.confirmAddress();
  await expect(d.addressDialog.getByTestId('address-problem')).toContainText('請填寫 縣市!');
  await d.fillAddress('臺北市', '信義區', '市府路', '999');
  await expect(d.addressDialog.getByTestId('address-full')).toContainText('臺北市信義區市府路９９９號一樓');

  // unknown: the message with the reference addresses, the dialog stays
  await d.confirmAddress();
  const problem = d.addressDialog.getByTestId('address-problem');
  await expect(problem).toContainText('戶籍地址：輸入的地址門牌不存在，請重新輸入！');
  await expect(problem.getByTestId('address-references')).toContainText('臺北市信義區市府路３號');

  // malformed and failed stay too
  await d.setNumber('777');
  await d.confirmAddress();
  await expect(problem).toContainText('戶籍地址：地址門牌回傳內容錯誤！');
  await d.setNumber('666');
  await d.confirmAddress();
  await expect(problem).toContainText('戶籍地址：地址正規化檢核失敗，請重新輸入！');

  // renumbered: confirm the new address, then it is used with flag Y
  await d.setNumber('888');
  await d.confirmAddress();
  await expect(page.getByTestId('address-renumbered')).toContainText(
    '地址門牌整編過，新地址為:臺北市信義區市府路１８號一樓',
  );
  await d.okTopModal();
  await expect(d.addressDialog).toBeHidden();
  await expect(d.addressText('addrFullR')).toHaveValue('臺北市信義區市府路１８號一樓');
  await expect(d.addressFlag('addrFullR')).toHaveText('已正規化');

  // ok: the residence address, flag Y
  await d.openAddress(1);
  await d.fillAddress('臺北市', '大安區', '忠孝東路四段', '1');
  await d.confirmAddress();
  await expect(d.addressDialog).toBeHidden();
  await expect(d.addressText('addrFull')).toHaveValue('臺北市大安區忠孝東路四段１號一樓');
  await expect(d.addressFlag('addrFull')).toHaveText('已正規化');

  // ok2 (the service corrected the text, 222號 in the mock): accepted as normalised too, flag Y
  await d.openAddress(1);
  await d.setNumber('222');
  await d.confirmAddress();
  await expect(d.addressDialog).toBeHidden();
  await expect(d.addressText('addrFull')).toHaveValue('臺北市大安區忠孝東路四段２２２號一樓');
  await expect(d.addressFlag('addrFull')).toHaveText('已正規化');

  // unreachable (connectError): the typed address is kept with flag P, the flow continues
  await d.openAddress(1);
  await d.setNumber('555');
  await d.confirmAddress();
  await expect(d.alert('地址正規化服務無法連線，檢核失敗，將保留您輸入的地址並繼續作業。')).toBeVisible();
  await d.okTopModal();
  await expect(d.addressText('addrFull')).toHaveValue('臺北市大安區忠孝東路四段５５５號一樓');
  await expect(d.addressFlag('addrFull')).toHaveText('未正規化（保留輸入）');

  // unreachable (the service down): the same
  await mockCore.addFault({ pathPrefix: '/kgib/rest/getKgibAddress', status: 503 });
  await d.openAddress(1);
  await d.setNumber('2');
  await d.confirmAddress();
  await d.okTopModal();
  await expect(d.addressText('addrFull')).toHaveValue('臺北市大安區忠孝東路四段２號一樓');
  await expect(d.addressFlag('addrFull')).toHaveText('未正規化（保留輸入）');

  // same as registered: copies the registered address; unticked, the residence address is cleared
  await tick(page.getByRole('checkbox', { name: '同戶籍地址' }));
  await expect(d.addressText('addrFull')).toHaveValue('臺北市信義區市府路１８號一樓');
  await page.getByRole('checkbox', { name: '同戶籍地址' }).uncheck();
  await expect(d.addressText('addrFull')).toHaveValue('');
  // clear
  await page.getByRole('button', { name: '清除', exact: true }).first().click();
  await expect(d.addressText('addrFullR')).toHaveValue('');
});

test('ID lookup: the rules, E stops, M warns and uses the data, S fills and locks with the phone reminder', async ({
  page,
  signIn,
}) => {
  await signIn(users.agent);
  await page.goto(N1);
  const d = new CustomerDialogs(page);
  const wizard = new WizardPage(page);

  await d.lookup('A12345');
  await expect(d.lookupDialog).toContainText('身分證字號需為10碼!');

  await d.lookupDialog.locator('#id-lookup-idn').fill('B200000040');
  await d.lookupDialog.getByRole('button', { name: '查詢' }).click();
  await expect(d.alert('此客戶資料已被凍結，無法發查，請洽客服人員!')).toBeVisible();
  await d.okTopModal();
  await expect(wizard.field('姓名', { exact: true })).toHaveValue('');

  await d.lookupDialog.locator('#id-lookup-idn').fill('B100000039');
  await d.lookupDialog.getByRole('button', { name: '查詢' }).click();
  await expect(d.alert('此客戶為高風險客戶')).toBeVisible();
  await d.okTopModal();
  await expect(d.alert('請向客戶確認電話，並將區碼、電話號碼及分機分別填入對應欄位。')).toBeVisible();
  await d.okTopModal();
  await expect(wizard.field('姓名', { exact: true })).toHaveValue('陳建國');
  await expect(wizard.field('姓名', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: '身分證字號查詢' })).toBeDisabled();
});

test('ID lookup S: fills the customer, reference addresses with flag N, read-only; unknown ID lets the agent type', async ({
  page,
  signIn,
}) => {
  await signIn(users.agent);
  await page.goto(N1);
  const d = new CustomerDialogs(page);
  const wizard = new WizardPage(page);
  await d.lookup('A123456789');
  await expect(d.alert('查無客戶資料，請自行輸入')).toBeVisible();
  await d.okTopModal();
  await expect(wizard.field('姓名', { exact: true })).toBeEnabled();

  await d.lookup('A100000010');
  await expect(d.alert('請向客戶確認電話')).toBeVisible();
  await d.okTopModal();
  await expect(wizard.field('姓名', { exact: true })).toHaveValue('王志明');
  await expect(wizard.field('姓名', { exact: true })).toBeDisabled();
  await expect(wizard.field('公司電話 區碼')).toHaveValue('02');
  await expect(wizard.field('分機').first()).toHaveValue('123');
  await expect(d.addressText('addrFullR')).toHaveValue('臺北市信義區市府路１號');
  await expect(d.addressFlag('addrFullR')).toHaveText('參考地址');
  await expect(d.addressText('addrFull')).toHaveValue('臺北市大安區忠孝東路四段１００號五樓');
});

test('ID lookup for a carryYn agent: only IDs on a take-out list valid today', async ({
  page,
  loginPage,
}) => {
  await loginPage.goto();
  await loginPage.submitCredentials(users.otpManager.userCode, users.otpManager.password);
  await loginPage.passOtpByEmail(users.otpManager.userCode);
  await loginPage.pickRole(/業務員/);
  const home = new HomePage(page);
  await home.expectLoaded();
  await home.dismissServiceNotice();
  await page.goto(N1);
  const d = new CustomerDialogs(page);
  await d.lookup('C200000069');
  await expect(d.lookupDialog.getByTestId('id-lookup-refusal')).toHaveText(
    '您輸入的身分證字號未在攜出申請有效名單內，無法發查客戶資料',
  );
  await d.lookupDialog.locator('#id-lookup-idn').fill('F200000124');
  await d.lookupDialog.getByRole('button', { name: '查詢' }).click();
  await d.okTopModal();
  await expect(new WizardPage(page).field('姓名', { exact: true })).toHaveValue('黃美惠');
});
