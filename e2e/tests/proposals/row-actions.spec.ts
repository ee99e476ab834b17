import { expect, test } from '../../fixtures/test';
import { users } from '../../fixtures/users';
import { ProposalSearchPage, type ProposalRow } from '../../pages/proposal-search-page';

/** The facts of a row that decide its actions (spec 2 §4.2), as one readable key. */
const factsOf = (r: ProposalRow) =>
  [
    r.polState,
    r.polInsureType,
    r.preSignState === 'R' ? 'preSign R' : '',
    r.elecCallState === 'P' ? 'elecCall P' : '',
    r.amlPassState === 'P' ? 'aml P' : '',
    r.eddPassState === 'A' ? 'edd A' : '',
    r.writSendState ? `writ ${r.writSendState}` : '',
  ]
    .filter(Boolean)
    .join(' ');

/** The 4.2 table written out for every state and sub-state of the fixtures: exactly these actions, in this order. */
const EXPECTED: Record<string, string[]> = {
  'N M': ['編輯', '複製', '刪除', '同意書下載'],
  'N R': ['編輯', '複製', '刪除'],
  'O M': ['預覽', '文件預覽', '複製', '刪除', '同意書下載', '跳轉保險公司'],
  'S M': ['預覽', '文件預覽', '編輯', '複製', '刪除', '同意書下載'],
  'S R': ['預覽', '文件預覽', '編輯', '複製', '刪除'],
  'S R writ P': ['預覽', '文件預覽', '編輯', '複製', '刪除', '寄送日期', '書面分析下載'],
  'U M preSign R': ['預覽', '文件預覽', '複製', '同意書下載', '檢核資料重送'],
  'U M elecCall P': ['預覽', '文件預覽', '複製', '同意書下載', '電訪結果'],
  'U M aml P': ['預覽', '文件預覽', '複製', '同意書下載', '洗錢資料重送'],
  'U M edd A': ['預覽', '文件預覽', '複製', '同意書下載', 'EDD下載'],
  'U R writ P': ['預覽', '文件預覽', '複製', '寄送日期', '書面分析下載'],
  'U R writ N': ['預覽', '文件預覽', '複製', '書面分析重寄'],
  'U R writ A': ['預覽', '文件預覽', '複製', '書面分析下載'],
  'P M edd A': ['預覽', '文件預覽', '複製', '同意書下載', 'EDD下載'],
  'P R writ A': ['預覽', '文件預覽', '複製', '書面分析下載'],
  'A M': ['預覽', '文件預覽', '複製', '同意書下載'],
  'A R writ N': ['預覽', '文件預覽', '複製', '書面分析重寄'],
  'R M': ['預覽', '文件預覽', '複製'],
  'R R': ['預覽', '文件預覽', '複製'],
  'B M': ['預覽', '文件預覽', '複製'],
};

test.beforeEach(async ({ mockCore, signIn }) => {
  await mockCore.reset();
  await signIn(users.agent);
});

test('every fixture proposal shows exactly the row actions its state and sub-states allow', async ({
  page,
}) => {
  // Each row's 更多 menu is opened and closed to read its entries.
  test.setTimeout(120_000);
  const proposals = new ProposalSearchPage(page);
  await proposals.goto();
  const rows = await proposals.apiRows();
  await expect(proposals.dataRows()).toHaveCount(15);
  await proposals.showPageSize(50);
  await expect(proposals.dataRows()).toHaveCount(rows.length);

  const seen = new Set<string>();
  for (const row of rows) {
    const facts = factsOf(row);
    const expected = EXPECTED[facts];
    expect(expected, `a fixture with unexpected facts: ${facts}`).toBeDefined();
    seen.add(facts);
    // One button (編輯, else the first action) and the rest in its 更多 menu, in this order (issue 41 item 7).
    const opening = expected?.includes('編輯') ? '編輯' : expected?.[0];
    const inOrder = expected && [opening, ...expected.filter((a) => a !== opening)];
    expect(await proposals.actionNames(row.transCode), `${row.transCode} (${facts})`).toEqual(inOrder);
  }
  // Every line of the table above is covered by a fixture.
  expect([...seen].sort()).toEqual(Object.keys(EXPECTED).sort());
});
