/**
 * zh-TW messages of the customer signature flow, the preview and the evidence (spec 2 §2.8, §2.9, §4.6, §8).
 * Texts the spec quotes are verbatim; the others are ours (docs/decisions.md, issue 13).
 */
export const signingMessages = {
  DIALOG_TITLE: '簽名資料',
  PANEL_TITLE: '要保書簽名(客戶)',
  PAD_HINT: '請在此處簽名',
  PAD_NAME_HINT: '請親自簽正楷全名',
  /** The handwritten phrase of the agree field (spec 2 §2.9). */
  AGREE_PHRASE: '同意投保',
  AGREE_HINT: '請親自書寫「同意投保」',
  LEAVE_CONFIRM: '是否確認離開此要簽名流程？',
  PDF_FAILED: '文件產出發生異常，請聯絡系統管理員。',
  PAD_EMPTY: '請先簽名再按確認',
  SIGNED: '簽名已儲存',
  ALL_SIGNED: '所有簽名已完成',
  NEXT_SIGNATURE: '請簽署下一個簽名欄位',
  NEXT_DOCUMENT: (docName: string) => `請切換至下一份文件：${docName}`,
  NEXT_SIGNER: (label: string, name: string) => `請交由下一位簽名人簽名：${label} ${name}`,
  INCOMPLETE: (n: number) => `尚有${n}個簽名欄位未簽署`,
  NOT_SHOWN: '請先開啟文件讓客戶閱覽後再簽名',
  BLOCK_UNKNOWN: '查無此簽名欄位',
  /** Ours (issue 40 item 5): a document (docFid) not in the case's document list for that signer. */
  DOCUMENT_NOT_FOUND: '查無此簽名文件',
  IMAGE_INVALID: '簽名圖檔格式錯誤，請重新簽名',
  /** Issue 40: a signature is given once; replacing one is an explicit void first. */
  SIGNATURE_EXISTS: '此簽名欄位已完成簽名，不可重複簽名',
  NO_SIGNATURE_TO_VOID: '此簽名欄位尚無有效簽名，無從作廢',
  VOID_REASON_INVALID: '請填寫作廢原因（2 至 200 字）',
  /** Spec 2 §4.7: the unsigned warning before the jump (visiting agents may continue). */
  JUMP_UNSIGNED_CONTINUE: '您為親訪業務員，仍可繼續轉保險公司，是否繼續？',
  JUMP_CONFIRM: '確認轉至保險公司投保？',
  /** Spec 2 §9 APP_REMIND_TIME: at or after the hour, the insurer app must be finished the same day. */
  APP_REMIND: (hour: string) =>
    `目前已過${hour}時，請務必於今日內完成保險公司行動投保流程（12小時內且不可跨日）。`,
  PREVIEW_TITLE: '要保書預覽',
  AUTO_LOGOUT: (seconds: number) => `${seconds}秒後自動登出`,
  COMPLETE: '要保書已完整，可轉保險公司',
  /** The evidence view's header (issue 22): the chain verified on this read, or not. */
  EVIDENCE_CHAIN_VALID: (n: number) => `稽核紀錄完整：共 ${n} 筆，雜湊鏈驗證無誤`,
  EVIDENCE_CHAIN_BROKEN: '稽核紀錄雜湊鏈驗證失敗，紀錄可能遭竄改',
  /** The evidence row could not be written: the signature is not sent to the core (issue 22: evidence first). */
  EVIDENCE_UNAVAILABLE: '簽名證據無法寫入，本次簽名未送出，請稍後再試',
  EVIDENCE_UNRECORDED: (n: number) => `核心有 ${n} 個簽名欄位查無對應的簽名證據，紀錄可能遭刪除`,
  EVIDENCE_CORE_UNREAD: '核心系統未回應，未能比對核心的簽名',
  /** The auditor's package (npm run evidence -- export, issue 43): verified from the database alone. */
  EVIDENCE_EXPORT_OFFLINE: '離線匯出：依資料庫中的證據驗證雜湊鏈，未與核心系統的簽名比對',
  /** The evidence events' names (bff.yaml EvidenceRecord.kind). */
  EVIDENCE_KIND: {
    signature: '簽名',
    confirmed: '核心已存',
    failed: '核心未存',
    'document-completed': '文件簽署完成',
    declaration: '業務員聲明',
    void: '簽名作廢',
  },
  /** A signature the core has not confirmed yet (issue 22: evidence first, settled on the next read). */
  EVIDENCE_PENDING: '處理中',
  EVIDENCE_CONFIRMED: '已確認',
  EVIDENCE_FAILED: '未存入',
  /** A signature voided by an explicit act (issue 40); its block was signed once more after it, or may be. */
  EVIDENCE_VOIDED: '已作廢',
} as const;

export type SigningErrorCode =
  | 'SIGN_BLOCK_UNKNOWN'
  | 'DOCUMENT_NOT_FOUND'
  | 'DOCUMENT_NOT_SHOWN'
  | 'SIGNATURE_INVALID'
  | 'DOCUMENT_FAILED'
  | 'EVIDENCE_UNAVAILABLE'
  | 'SIGNATURE_EXISTS'
  | 'NO_SIGNATURE_TO_VOID'
  | 'VOID_REASON_INVALID'
  | 'SIGNING_INCOMPLETE';
