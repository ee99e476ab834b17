import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { MOCK_URL } from '../fixtures/mock-core';
import { passCheckItems } from '../tests/attachments/wizard-steps';
import { passAmlStep } from './aml-form-page';
import { chooseOption } from './antd-select';
import { tick } from './tick';
import { AttachmentsPage, realImage } from './attachments-page';
import { walkCustomerSteps } from './customer-steps-walk';
import { WizardPage } from './wizard-page';

/** n6 其他聲明事項 and n7 書面分析 (spec 3 §2), reached through the wizard's earlier steps. */
export class AnalysisStepsPage extends WizardPage {
  constructor(page: Page) {
    super(page);
  }

  /** Opens the wizard on a case and passes the earlier steps for real (n1-n3, n4, n5, AML) until `stepCode` is open. */
  async walkTo(kind: 'proposalMain' | 'proposalRemote', stepCode: string, query: string): Promise<void> {
    const prefix = kind === 'proposalMain' ? 'INS_S' : 'REMOTE_S';
    await this.page.goto(`/proposal/${kind}/steps/${prefix}1?${query}`);
    const at = Number(stepCode.slice(prefix.length));
    if (at > 1) await walkCustomerSteps(this.page, kind);
    if (at > 4) await passCheckItems(this.page, this, kind);
    if (at > 5) {
      // n5 with a real file uploaded, then the AML step (after n5) passed for real.
      await new AttachmentsPage(this.page).upload('其他文件', [
        await realImage(this.page, '身分證影本.jpg', 'image/jpeg'),
      ]);
      await this.next.click();
      // The walk's policyholder has no e-mail: a remote case is asked the send date at the AML finish.
      await passAmlStep(this.page, kind, { noEmail: kind === 'proposalRemote' });
    }
    await this.expectStep(kind, stepCode);
  }

  /** Mobile n6 and n7 from an open n6: each statement agreed, 下一步, the analysis answered, 下一步; ends on n8. */
  async passStatementsAndAnalysis(): Promise<void> {
    await this.expectStep('proposalMain', 'INS_S6');
    for (const name of STATEMENTS) {
      await this.agreeButton(name).click();
      await expect(this.panel(name).locator('.ant-tag', { hasText: '已同意' })).toBeVisible();
    }
    await this.next.click();
    await this.expectStep('proposalMain', 'INS_S7');
    await fillWrittenAnalysis(this);
    await this.next.click();
    await this.expectStep('proposalMain', 'INS_S8');
  }

  panel(name: string): Locator {
    return this.page.locator('.ant-collapse-item').filter({ hasText: name });
  }

  agreeButton(name: string): Locator {
    return this.panel(name).getByRole('button', { name: '本人已詳閱並同意上述聲明事項' });
  }

  /** A field's radio choice (radiogroups are labelled by their question). */
  radio(question: string, choice: string): Locator {
    return this.page.getByRole('radiogroup', { name: question }).getByLabel(choice, { exact: true });
  }

  checkbox(question: string, choice: string): Locator {
    return this.page.getByRole('group', { name: question }).getByLabel(choice, { exact: true });
  }

  async select(label: string, option: string): Promise<void> {
    await chooseOption(this.page, this.page.getByLabel(label, { exact: true }), option);
  }
}

/** The three statements of n6 (其他聲明事項), each agreed with its own button. */
const STATEMENTS = [
  '保險商品重要事項告知書',
  '保險業招攬及核保作業聲明書',
  '個人資料蒐集、處理及利用告知聲明',
];

/** n7 書面分析 answered validly (no conditional question open). */
export async function fillWrittenAnalysis(steps: AnalysisStepsPage): Promise<void> {
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

/** Sets the facts of a case's written analysis in the mock core (ages, plResult). */
export async function setWrittenFacts(
  request: APIRequestContext,
  facts: { transCode: string; insureAgeO?: number; insureAgeI?: number; plResult?: 'yes' | 'no' },
): Promise<void> {
  const res = await request.put(`${MOCK_URL}/__mock/written-facts`, { data: facts });
  expect(res.ok(), 'written facts').toBeTruthy();
}

/** The core paths the mock saw since its last reset, under a prefix. */
export async function coreRequests(
  request: APIRequestContext,
  pathPrefix: string,
): Promise<{ method: string }[]> {
  const res = await request.get(`${MOCK_URL}/__mock/requests`, { params: { pathPrefix } });
  return (await res.json()) as { method: string }[];
}
