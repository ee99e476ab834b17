import type { StatusOption } from '../api/get-status-options';

/** The status filter's group titles by code list (the sub-states' names repeat across lists, e.g. 待重送). */
const GROUP_TITLES: Record<string, string> = {
  POL_STATE: '處理狀態',
  PRE_SIGN_STATE: '預簽狀態',
  ELEC_CALL_STATE: '電訪狀態',
  AML_PASS_STATE: '洗錢檢核狀態',
  WRIT_SEND_STATE: '書面分析寄送狀態',
};

export interface StatusGroup {
  label: string;
  title: string;
  options: { value: string; label: string; title: string }[];
}

/** The entries grouped by code list, in the BFF's order; an entry's title names its list too (for screen readers). */
export function statusGroups(options: StatusOption[]): StatusGroup[] {
  const groups = new Map<string, StatusGroup>();
  for (const option of options) {
    const title = GROUP_TITLES[option.codeType] ?? option.codeType;
    const group = groups.get(option.codeType) ?? { label: title, title, options: [] };
    group.options.push({ value: option.value, label: option.label, title: `${title}：${option.label}` });
    groups.set(option.codeType, group);
  }
  return [...groups.values()];
}
