/** The steps the go/no-go reads and their codes in each container (spec 2 §2.10; the web's registry/containers). */
export type StepKey = 'n1' | 'n2' | 'n3' | 'n4' | 'n5' | 'aml' | 'n6' | 'n7' | 'n8';

const TITLES: Record<StepKey, string> = {
  n1: '要保人',
  n2: '被保險人',
  n3: '法定代理人',
  n4: '檢核項目',
  n5: '附件上傳',
  aml: '洗錢防制評估',
  n6: '其他聲明事項',
  n7: '書面分析報告',
  n8: '簽名',
};

const MOBILE: Partial<Record<StepKey, string>> = {
  n1: 'INS_S1',
  n2: 'INS_S2',
  n3: 'INS_S3',
  n4: 'INS_S4',
  n5: 'INS_S5',
  aml: 'AML',
  n6: 'INS_S6',
  n7: 'INS_S7',
  n8: 'INS_S8',
};

/** Remote: no statements step (n6) and no signing in the browser (n8): the customer signs in the video flow. */
const REMOTE: Partial<Record<StepKey, string>> = {
  n1: 'REMOTE_S1',
  n2: 'REMOTE_S2',
  n3: 'REMOTE_S3',
  n4: 'REMOTE_S4',
  n5: 'REMOTE_S5',
  aml: 'AML',
  n7: 'REMOTE_S6',
};

/** Every step the go/no-go reads, in the wizard's order. */
export const STEP_KEYS = Object.keys(TITLES) as StepKey[];

export interface CaseStep {
  code: string;
  title: string;
}

/** The case's step `key`, or undefined when its container has no such step. */
export function caseStep(polInsureType: string, key: StepKey): CaseStep | undefined {
  const code = (polInsureType === 'R' ? REMOTE : MOBILE)[key];
  return code ? { code, title: TITLES[key] } : undefined;
}
