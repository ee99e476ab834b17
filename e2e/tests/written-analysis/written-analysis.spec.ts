import type { Page } from '@playwright/test';
import { taipeiToday } from '@agent-portal/contracts/rules';
import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { AnalysisStepsPage, setWrittenFacts } from '../../pages/analysis-steps-page';
import { tick } from '../../pages/tick';

interface Row {
  transCode: string;
  polState: string;
  polInsureType: string;
  compCode: string;
  insAcceptDt: string;
}

async function caseWhere(page: Page, match: (r: Row) => boolean): Promise<Row> {
  const rows = (await (await page.request.get('/api/proposals')).json()) as Row[];
  const row = rows.find(match);
  if (!row) throw new Error('no fixture case matches');
  return row;
}

/** Taiwan's date today (the portal's today, whatever the zone the tests run in), yyyy/MM/dd. */
const todayText = () => taipeiToday().replaceAll('-', '/');

// Walking the earlier steps and the 3 s button locks take time.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

/** Fills every field of the three boxes with valid answers (no conditional question open). */
async function fillValid(steps: AnalysisStepsPage) {
  await tick(steps.checkbox('投保目的', '保障'));
  await tick(steps.radio('投保險種', '傳統型'));
  await steps.page.getByLabel('保額', { exact: true }).fill('1000000');
  await tick(steps.radio('是否已投保其他保險', '否'));
  await steps.select('幣別', '新臺幣');
  await steps.select('繳別', '年繳');
  await steps.page.getByLabel('保費', { exact: true }).fill('36000');
  await steps.select('距離退休年數', '10~20年');
  await tick(steps.checkbox('保費來源', '薪資收入'));
  for (const q of ['建議投保商品', '建議保額', '建議保障內容', '建議保費'])
    await tick(steps.radio(q, '符合客戶需求'));
  await tick(steps.radio('建議投保理由', '符合保障需求'));
}

test('n7 mobile: every conditional rule fires with its message, draft, clear, proposal PDF, then next', async ({
  page,
  request,
}) => {
  const steps = new AnalysisStepsPage(page);
  const draft = await caseWhere(
    page,
    (r) => r.polState === 'N' && r.polInsureType === 'M' && r.compCode === 'CH',
  );
  await setWrittenFacts(request, { transCode: draft.transCode, insureAgeO: 70, plResult: 'no' });
  await steps.walkTo('proposalMain', 'INS_S6', `compCode=CH&transCode=${draft.transCode}`);
  for (const name of [
    '保險商品重要事項告知書',
    '保險業招攬及核保作業聲明書',
    '個人資料蒐集、處理及利用告知聲明',
  ]) {
    await steps.agreeButton(name).click();
    await expect(steps.panel(name).locator('.ant-tag', { hasText: '已同意' })).toBeVisible();
  }
  await steps.next.click();
  await steps.expectStep('proposalMain', 'INS_S7');

  // Required fields: 請輸入{label}; the old-age question shows (age 70 ≥ HIGH_AGE_LIMIT 65).
  await steps.next.click();
  for (const text of [
    '請輸入投保目的',
    '請輸入保額',
    '請輸入保費來源',
    '請輸入建議投保理由',
    '請輸入高齡客戶是否了解商品特性',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('方便電訪時間')).toHaveCount(0);

  // Purpose 9 alone is refused; OTHER needs its text.
  await tick(steps.checkbox('投保目的', '理財及節稅'));
  await expect(page.getByText('投保目的不得僅勾選理財及節稅!')).toBeVisible();
  await tick(steps.checkbox('投保目的', '其他'));
  await steps.next.click();
  await expect(page.getByText('請輸入投保目的其他說明')).toBeVisible();
  await page.getByLabel('投保目的其他說明').fill('家庭保障規劃');

  // Investment type (3) asks for the acceptance answer.
  await tick(steps.radio('投保險種', '投資型'));
  await steps.next.click();
  await expect(page.getByText('請輸入是否了解並接受外幣或投資型商品之風險')).toBeVisible();
  await tick(steps.radio('是否了解並接受外幣或投資型商品之風險', '是'));

  // A FEE_SOURCE_CODE source (01 解約金) asks for the call time (8-17) and the leverage answer, which must be 是.
  await tick(steps.checkbox('保費來源', '解約金'));
  await page.getByLabel('方便電訪時間').fill('18:00');
  await tick(steps.radio('是否已說明財務槓桿之風險及最大損失', '否'));
  await steps.next.click();
  await expect(page.getByText('方便電訪時間需介於08:00至17:00之間(例：09:00-12:00)')).toBeVisible();
  await expect(page.getByText('您尚未說明風險及最大損失，或尚未填寫!')).toBeVisible();
  await page.getByLabel('方便電訪時間').fill('09:00-12:00');
  await tick(steps.radio('是否已說明財務槓桿之風險及最大損失', '是'));
  await expect(page.getByText('您尚未說明風險及最大損失，或尚未填寫!')).toHaveCount(0);

  // A recommendation's OTHER text (max 30).
  await tick(steps.radio('建議投保商品', '其他'));
  await steps.next.click();
  await expect(page.getByText('請輸入建議投保商品其他說明')).toBeVisible();

  await steps.temporarySave.click();
  await expect(page.getByText('暫存成功')).toBeVisible();

  await page.getByRole('button', { name: '清除' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '確定清除書面分析所有填寫內容？' })
    .getByRole('button', { name: '確定' })
    .click();
  await expect(page.getByLabel('投保目的其他說明')).toHaveCount(0);
  await expect(steps.checkbox('投保目的', '理財及節稅')).not.toBeChecked();

  await fillValid(steps);
  await tick(steps.radio('高齡客戶是否了解商品特性', '是，客戶已了解商品特性並具備足夠之辨識能力'));

  await page.getByRole('button', { name: '檢視要保書' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '要保書' });
  const canvas = dialog.getByRole('img', { name: '第 1 頁' });
  await expect(canvas).toBeVisible();
  // Drawn at the ratio 1.45: the page's CSS width (the dialog's frame may scroll it, not scale it).
  expect(Math.round(await canvas.evaluate((c) => parseFloat((c as HTMLElement).style.width)))).toBe(
    Math.round(595.28 * 1.45),
  );
  await dialog.getByRole('button', { name: 'Close' }).click();

  await steps.next.click();
  await steps.expectStep('proposalMain', 'INS_S8');
  await expect(steps.tab('✓ 書面分析報告')).toBeVisible();

  // 上一步 drops n7's mark, but the analysis is submitted (S) and unchanged: done again once it loads (spec 3 §4).
  await steps.previous.click();
  await steps.expectStep('proposalMain', 'INS_S7');
  await expect(page.getByLabel('保額', { exact: true })).toHaveValue('1000000');
  await expect(steps.tab('✓ 書面分析報告')).toBeVisible();
  await expect(steps.tab('簽名')).toBeEnabled();
  // Any change: no longer done, the tabs after it close again.
  await page.getByLabel('保額', { exact: true }).fill('2000000');
  await expect(steps.tab('✓ 書面分析報告')).toHaveCount(0);
  await expect(steps.tab('簽名')).toBeDisabled();
});

test('n7 remote: decimals 14.4, foreign-currency acceptance, old age at exactly HIGH_AGE_LIMIT, plResult yes, the APP_REMIND_TIME warning', async ({
  page,
  request,
  mockCore,
}) => {
  const steps = new AnalysisStepsPage(page);
  const draft = await caseWhere(page, (r) => r.polState === 'N' && r.polInsureType === 'R');
  /** The case's facts and APP_REMIND_TIME set in the mock, then REMOTE_S6 opened on its own (router page). */
  const openWith = async (insureAgeO: number, plResult: 'yes' | 'no', remindHour: string) => {
    await setWrittenFacts(request, { transCode: draft.transCode, insureAgeO, insureAgeI: 30, plResult });
    await mockCore.setParameter('APP_REMIND_TIME', remindHour);
    await page.goto(
      `/proposal/proposalRemote/steps/REMOTE_S6?compCode=${draft.compCode}&transCode=${draft.transCode}&routerPage=REMOTE_S6`,
    );
  };
  // Age 64, no loan, APP_REMIND_TIME 24 (never reached): no old-age question, no call check, no warning.
  await openWith(64, 'no', '24');
  await steps.expectStep('proposalRemote', 'REMOTE_S6');
  const jump = page.getByRole('button', { name: '轉保險公司' });
  await expect(jump).toBeVisible();
  await fillValid(steps);
  await expect(page.getByRole('radiogroup', { name: '高齡客戶是否了解商品特性' })).toHaveCount(0);
  await expect(page.getByText('方便電訪時間')).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: '是否了解並接受外幣或投資型商品之風險' })).toHaveCount(0);
  await expect(page.getByText(/目前已超過\d+點/)).toHaveCount(0);

  // Face amount and premium: at most 14 integer and 4 decimal digits.
  await page.getByLabel('保額', { exact: true }).fill('123456789012345');
  await page.getByLabel('保費', { exact: true }).fill('1.12345');
  // A traditional product in a foreign currency asks the acceptance answer.
  await steps.select('幣別', '美元');
  await jump.click();
  await expect(page.getByText('整數最多14位，小數最多4位')).toHaveCount(2);
  await expect(page.getByText('請輸入是否了解並接受外幣或投資型商品之風險')).toBeVisible();
  await page.getByLabel('保額', { exact: true }).fill('12345678901234.1234');
  await page.getByLabel('保費', { exact: true }).fill('36000.5');
  await expect(page.getByText('整數最多14位，小數最多4位')).toHaveCount(0);
  await steps.select('幣別', '新臺幣');
  await expect(page.getByRole('radiogroup', { name: '是否了解並接受外幣或投資型商品之風險' })).toHaveCount(0);

  // The policyholder at exactly HIGH_AGE_LIMIT (65), a loan in the last 3 months (plResult yes), after the
  // APP_REMIND_TIME hour (0): the old-age question, the call time and leverage, and the warning.
  await openWith(65, 'yes', '0');
  await expect(
    page.getByText('目前已超過0點，保險公司APP須於當日完成填寫及送出（12小時內，不得跨日）。'),
  ).toBeVisible();
  await fillValid(steps);
  await jump.click();
  await expect(page.getByText('請輸入高齡客戶是否了解商品特性')).toBeVisible();
  await expect(page.getByText('請輸入方便電訪時間')).toBeVisible();
  await expect(page.getByText('您尚未說明風險及最大損失，或尚未填寫!')).toBeVisible();
});

test('n7 remote (REMOTE_S6): the confirm list with its reminders, then the insurer in a new tab and back to the list', async ({
  page,
  request,
}) => {
  const steps = new AnalysisStepsPage(page);
  const draft = await caseWhere(page, (r) => r.polState === 'N' && r.polInsureType === 'R');
  await setWrittenFacts(request, { transCode: draft.transCode, insureAgeO: 68, plResult: 'no' });
  await steps.walkTo('proposalRemote', 'REMOTE_S6', `transCode=${draft.transCode}`);
  await expect(steps.next).toHaveCount(0);
  await fillValid(steps);
  await tick(steps.radio('高齡客戶是否了解商品特性', '是，客戶已了解商品特性並具備足夠之辨識能力'));

  await page.getByRole('button', { name: '轉保險公司' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '轉保險公司前請確認下列事項' });
  const reminders = confirm.getByTestId('jump-reminders').getByRole('listitem');
  await expect(reminders.first()).toHaveText('進入保險公司系統後，要保人及被保險人之基本資料不得再變更。');
  await expect(confirm).toContainText('本案要保人年齡達65歲(含)以上');

  // The insurer's site is outside this network: answered here so the new tab keeps its address.
  await page
    .context()
    .route('https://**/*', (route) => route.fulfill({ body: 'insurer app', contentType: 'text/plain' }));
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    confirm.getByRole('button', { name: '轉保險公司' }).click(),
  ]);
  await expect.poll(() => popup.url()).toMatch(/^https:\/\//);
  await popup.close();
  await expect(page).toHaveURL(/\/proposal(\?|$)/);
  const after = await caseWhere(page, (r) => r.transCode === draft.transCode);
  expect(after.polState).toBe('O');
});

test.describe('at 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('n7 remote past its acceptance date: read-only, every action but 上一步 and the proposal PDF disabled (issue 41)', async ({
    page,
  }) => {
    const steps = new AnalysisStepsPage(page);
    const past = await caseWhere(
      page,
      (r) =>
        r.polInsureType === 'R' && r.polState === 'S' && r.insAcceptDt !== '' && r.insAcceptDt < todayText(),
    );
    // A submitted case: its customer data is the core's, not editable; the tab opens on its own (router page).
    await page.goto(
      `/proposal/proposalRemote/steps/REMOTE_S6?compCode=${past.compCode}&transCode=${past.transCode}&routerPage=REMOTE_S6`,
    );
    await steps.expectStep('proposalRemote', 'REMOTE_S6');
    await expect(page.getByText('本遠距投保案件之受理日期已過，書面分析僅供檢視。')).toBeVisible();
    await expect(steps.checkbox('投保目的', '保障')).toBeDisabled();
    for (const name of ['暫存', '清除', '轉保險公司'])
      await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
    await page.getByRole('button', { name: '檢視要保書' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: 'test-results/w41b-n7-read-only.png' });
  });
});
