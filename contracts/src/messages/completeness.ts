/**
 * zh-TW texts of the 完整性檢查 panel (issue 13 §4: what still stops the case, across every tab). The spec has no
 * wording for this panel: ours (docs/decisions.md).
 */
export const completenessMessages = {
  TITLE: '完整性檢查',
  COMPLETE: '本案已完整，可跳轉保險公司',
  INCOMPLETE: (n: number) => `本案尚未完整：尚有 ${n} 項待完成`,
  UNMET_FIELDS: (n: number) => `${n} 個必填欄位未填`,
  STEP_NOT_PASSED: '尚未完成此步驟',
  CHECK_FAILED: '無法載入此頁籤資料，請開啟頁籤確認',
  UPLOADS: '待上傳文件',
  AML: '洗錢防制評估',
  AML_RISK_PENDING: '風險評估尚未完成',
  AML_EDD_PENDING: 'EDD問卷尚未完成',
  AML_NOT_FINISHED: '尚未按「完成」',
  GO: '前往',
} as const;
