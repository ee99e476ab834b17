import { ruleMessages } from './rules';

/**
 * zh-TW messages of the customer-data building blocks (spec 3 §5, §8): ID lookup, address normalisation, name/AML
 * check. Texts the spec gives only as English glosses are our wording (docs/decisions.md, issue 10).
 */
export const customerDataMessages = {
  /** spec 3 §5 ID lookup dialog, verbatim (kept once, in the rule catalogue). */
  CARRY_OUT_NOT_PERMITTED: ruleMessages.CARRY_OUT_NOT_PERMITTED,
  /** spec 3 §8: after a successful lookup (gloss). */
  ID_LOOKUP_PHONE_REMINDER: '請向客戶確認電話，並將區碼、電話號碼及分機分別填入對應欄位。',
  ID_LOOKUP_TITLE: '身分證字號查詢',
  /** spec 3 §8 address normalisation. */
  ADDRESS_CHECK_FAILED: '地址正規化檢核失敗，請重新輸入！',
  ADDRESS_MALFORMED: '地址門牌回傳內容錯誤！',
  ADDRESS_RENUMBERED: (address: string) => `地址門牌整編過，新地址為:${address}`,
  ADDRESS_RENUMBERED_CONFIRM: '是否使用新地址？',
  ADDRESS_UNKNOWN: '輸入的地址門牌不存在，請重新輸入！',
  ADDRESS_REFERENCES: '參考地址：',
  /** Gloss: 'the check failed and the entered address is kept, the flow continues'. */
  ADDRESS_UNREACHABLE: '地址正規化服務無法連線，檢核失敗，將保留您輸入的地址並繼續作業。',
  ADDRESS_PREFIX: { R: '戶籍地址', L: '居住地址' } as const,
  ADDRESS_DIALOG_TITLE: { R: '戶籍地址', L: '居住地址' } as const,
  /** Issue 20 (fail closed, ours): the name/AML check answered nothing usable (empty, malformed, failed). */
  NAME_CHECK_FAILED: '客戶姓名檢核失敗，無法確認檢核結果，請稍後再試；如持續發生，請聯絡服務人員。',
  /** Issue 20 (ours): a final save of a party whose name check the BFF has not recorded for this case and ID. */
  NAME_CHECK_REQUIRED: '客戶尚未完成姓名檢核，請重新執行下一步完成檢核!',
  /** spec 3 §8 status E, when the core gives no text of its own (ours). */
  NAME_CHECK_STOPPED: '客戶姓名檢核未通過，不得受理投保!',
} as const;

/** The customer-data refusals the BFF answers with the error envelope. */
export type CustomerDataErrorCode =
  | 'CARRY_OUT_NOT_PERMITTED'
  | 'ADDRESS_INVALID'
  | 'NAME_CHECK_FAILED'
  | 'NAME_CHECK_REQUIRED'
  | 'NAME_CHECK_STOPPED';
