/**
 * zh-TW messages of the check-item (n4) and attachment (n5) steps and the check-item resubmission dialog
 * (spec 2 §2.5, §2.6, §2.8, §5, §8). Quoted texts are verbatim; the others are ours (docs/decisions.md).
 */
export const attachmentMessages = {
  TYPE_A_JPG: '檔案格式需為JPG，請重新上傳!',
  TYPE_ALLOWED: '檔案格式需為JPG、PNG或PDF，請重新上傳!',
  SIZE: '檔案大小需5Mb以下，請重新上傳!',
  NAME_LENGTH: '檔案名稱超過40個字，請重新上傳!',
  /** Ours (issue 20 item 7): why a file name is refused, one text per problem of `uploadNameProblem`. */
  NAME_UNSAFE: {
    separator: '檔案名稱不可包含「/」或「\\」，請重新命名後上傳!',
    dotSegment: '檔案名稱不可包含連續的「..」，請重新命名後上傳!',
    control: '檔案名稱不可包含換行或其他控制字元，請重新命名後上傳!',
    bidi: '檔案名稱不可包含文字方向控制字元，請重新命名後上傳!',
    markup: '檔案名稱不可包含「<」或「>」，請重新命名後上傳!',
  },
  COUNT: (limit: number) => `已超過上傳檔案數量限制: ${limit}`,
  PENDING: '仍有檔案未上傳!',
  RESEND_SUBMITTED: '送審完成',
  RESEND_TEMP_SAVED: '暫存完成',
  /** Ours: the spec only says slot B is required for BM1. */
  INTERNAL_FORM_REQUIRED: '請上傳內部投保申請書!',
  /** Ours: the spec only says the AG group needs at least one file. */
  AG_FILE_REQUIRED: '業務員檢核項目至少需上傳一個檔案!',
  DESCRIPTION_REQUIRED: (group: string) => `請輸入${group}說明`,
  DESCRIPTION_MAX: (group: string) => `${group}說明最多200個字`,
  REASON_REQUIRED: (label: string) => `請輸入${label}異動原因`,
  REASON_MAX: (label: string) => `${label}異動原因最多100個字`,
  DELETE_CONFIRM: '是否確認刪除此檔案？',
  DELETE_ALL_CONFIRM: '是否確認刪除全部檔案？',
  DELETED: '刪除成功',
  /** The file the core stored is not the JPG/PNG/PDF its name says (or its base64 is broken). */
  FILE_CONTENT_BROKEN: '檔案內容有誤，無法開啟',
  /** Ours (issue 40 item 5): a file code that is not in the case's own file list. */
  FILE_NOT_FOUND: '查無此檔案',
  RESUBMIT_TITLE: '檢核總表',
} as const;

/** Check-item group titles (spec 2 §3 names only the codes; ours). */
export const checkGroupNames = {
  AG: '業務員檢核',
  CA: '要保人檢核',
  CR: '風險屬性檢核',
  CM: '財務狀況檢核',
  CT: '契約內容檢核',
  CE: '其他檢核',
} as const;

/** Attachment slot titles (spec 2 §2.6). */
export const attachSlotNames = {
  A: '要保人身分證明照片',
  B: '內部投保申請書',
  C: '其他文件',
} as const;

/** The finance items of the check items (spec 2 §3), in units of ten thousand. */
export const financeLabels = {
  salary: '薪資收入',
  oIncome: '其他收入',
  hIncome: '家庭收入',
  pp: '動產',
  rp: '不動產',
  assets: '資產總額',
} as const;

/** The attachment endpoints' refusals (FILE_LIMIT_REACHED carries 已超過上傳檔案數量限制: N). */
export type AttachmentErrorCode =
  | 'FILE_TOO_LARGE'
  | 'FILE_NAME_TOO_LONG'
  | 'FILE_NAME_UNSAFE'
  | 'FILE_TYPE_REFUSED'
  | 'FILE_TYPE_A_REFUSED'
  | 'FILE_LIMIT_REACHED'
  | 'FILE_TYPE_NOT_ALLOWED'
  | 'FILE_NOT_FOUND'
  | 'INTERNAL_FORM_REQUIRED';
