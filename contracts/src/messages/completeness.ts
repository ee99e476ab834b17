/**
 * zh-TW texts of the 完整性檢查 panel (issue 13 §4: what still stops the case, across every tab). The spec has no
 * wording for this panel: ours (docs/decisions.md).
 */
export const completenessMessages = {
  TITLE: '完整性檢查',
  COMPLETE: '本案已完整，可跳轉保險公司',
  INCOMPLETE: (n: number) => `本案尚未完整：尚有 ${n} 項待完成`,
  CHECK_FAILED: '無法載入此頁籤資料，請開啟頁籤確認',
  AML: '洗錢防制評估',
  AML_RISK_PENDING: '風險評估尚未完成',
  AML_EDD_PENDING: 'EDD問卷尚未完成',
  AML_NOT_FINISHED: '尚未按「完成」',
  GO: '前往',
  /** A jump the BFF refused because the case is not complete (issue 20 item 5). */
  JUMP_REFUSED: (n: number) => `本案尚未完整（尚有 ${n} 項待完成），不可跳轉保險公司，請按「完整性檢查」查看`,
  /** Only signatures are missing on a mobile case: the jump needs the visiting agent's declaration. */
  JUMP_NEEDS_DECLARATION: '客戶尚未簽署書面分析報告及個人資料同意書；僅親訪業務員聲明後可跳轉保險公司。',
  SIGNATURES_PENDING: (n: number) => `尚有 ${n} 個簽名欄位未簽署`,
  STATEMENTS_PENDING: '聲明事項尚未全部閱覽同意',
  WRITTEN_NOT_SUBMITTED: '書面分析報告尚未送出',
  MISSING_PARTY: '尚未填寫',
  /** The step's last save was 暫存 (spec 3 §4: a temporary save marks the step as not done). */
  TEMPORARY_SAVED: '已暫存，尚未按「下一步」完成',
  /** The declaration's line in the case's evidence and access log. */
  DECLARATION: (missing: number) => `親訪業務員聲明：客戶尚未完成簽名（${missing} 處未簽）仍跳轉保險公司`,
} as const;
