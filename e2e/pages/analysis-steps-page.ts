import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { MOCK_URL } from '../fixtures/mock-core';
import { WizardPage } from './wizard-page';

/**
 * The steps before n6/n7 as they stand on this branch (issue 9's placeholders: one or two required texts each);
 * a step built by its own issue replaces its line here.
 */
const EARLIER_STEPS: Record<string, string[]> = {
  S1: ['要保人姓名', '要保人行動電話'],
  S2: ['被保險人姓名'],
  S3: ['法定代理人姓名'],
  S4: ['檢核說明'],
  S5: ['附件說明'],
};

/** n6 其他聲明事項 and n7 書面分析 (spec 3 §2), reached through the wizard's earlier steps. */
export class AnalysisStepsPage extends WizardPage {
  constructor(page: Page) {
    super(page);
  }

  /** Opens the wizard on a case and fills the earlier steps until `stepCode` is open. */
  async walkTo(kind: 'proposalMain' | 'proposalRemote', stepCode: string, query: string): Promise<void> {
    const prefix = kind === 'proposalMain' ? 'INS_S' : 'REMOTE_S';
    await this.page.goto(`/proposal/${kind}/steps/${prefix}1?${query}`);
    for (const [step, labels] of Object.entries(EARLIER_STEPS)) {
      const code = `${prefix}${step.slice(1)}`;
      if (code === stepCode) break;
      await this.expectStep(kind, code);
      for (const label of labels)
        await this.field(label).fill(label.includes('電話') ? '0912345678' : '測試');
      await this.next.click();
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
    await this.page.getByLabel(label, { exact: true }).click();
    await this.page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
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
