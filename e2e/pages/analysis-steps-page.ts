import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { MOCK_URL } from '../fixtures/mock-core';
import { passCheckItems } from '../tests/attachments/wizard-steps';
import { passAmlStep } from './aml-form-page';
import { chooseOption } from './antd-select';
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
