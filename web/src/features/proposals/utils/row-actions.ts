import type { RowAction } from '../api/get-proposals';

/** The button text of each row action (spec 2 §4.2), in the table's order. */
export const ROW_ACTION_LABELS: Record<RowAction, string> = {
  preview: '預覽',
  edit: '編輯',
  copy: '複製',
  delete: '刪除',
  consentDownload: '同意書下載',
  jump: '跳轉保險公司',
  resendCheckData: '檢核資料重送',
  interview: '電訪結果',
  amlResend: '洗錢資料重送',
  eddDownload: 'EDD下載',
  sendDate: '寄送日期',
  writtenDownload: '書面分析下載',
  writtenResend: '書面分析重寄',
};
