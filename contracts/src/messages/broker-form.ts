/**
 * zh-TW texts of the broker form step (n9, INS_S9 / REMOTE_S7). The spec names the step only ("broker forms"):
 * the fields and texts are ours (docs/decisions.md, issue 13).
 */
export const brokerFormMessages = {
  TITLE: '經紀人報告書',
  REASON_LABEL: '經紀人建議投保理由',
  REASON_MAX: '經紀人建議投保理由最多200個字',
  EXPLAINED_LABEL: '已向客戶說明並交付經紀人報告書',
  EXPLAINED_REQUIRED: '請確認已向客戶說明並交付經紀人報告書',
  SAVED: '儲存成功',
  TEMP_SAVED: '暫存成功',
  SAVED_AT: (at: string) => `已儲存：${at}`,
  /** The autosave keeps what was typed as a temporary save (issue 22 item 5); 暫存 validates and keeps the form. */
  AUTOSAVED_AT: (at: string) => `已自動暫存：${at}，請按「暫存」完成經紀人報告書`,
  /** n9's final action (issue 20). */
  JUMP_HINT: '經紀人報告書完成後，請跳轉保險公司完成投保',
} as const;
