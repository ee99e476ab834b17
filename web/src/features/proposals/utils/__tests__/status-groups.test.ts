import { describe, expect, it } from 'vitest';
import { statusGroups } from '../status-groups';

describe('statusGroups', () => {
  it('groups the entries by code list in the BFF order and names the list in each title', () => {
    const groups = statusGroups([
      { value: 'N', label: '新建立', codeType: 'POL_STATE' },
      { value: 'PRE_SIGN_STATE:R', label: '待重送', codeType: 'PRE_SIGN_STATE' },
      { value: 'R', label: '退件', codeType: 'POL_STATE' },
      { value: 'AML_PASS_STATE:P', label: '待重送', codeType: 'AML_PASS_STATE' },
    ]);
    expect(groups.map((g) => g.label)).toEqual(['處理狀態', '預簽狀態', '洗錢檢核狀態']);
    expect(groups[0]?.options.map((o) => o.value)).toEqual(['N', 'R']);
    // The two 待重送 entries stay apart by their titles.
    expect(groups[1]?.options[0]?.title).toBe('預簽狀態：待重送');
    expect(groups[2]?.options[0]?.title).toBe('洗錢檢核狀態：待重送');
  });
});
