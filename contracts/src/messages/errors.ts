import type { AnalysisErrorCode } from './written-analysis';
import type { AmlErrorCode } from './aml';
import type { CustomerDataErrorCode } from './customer-data';
import type { CustomerStepErrorCode } from './customer-steps';

import type { AttachmentErrorCode } from './attachments';
import type { SigningErrorCode } from './signing';

/** zh-TW messages of the global error catalogue (portal shell spec, section 8). */
export const errorMessages = {
  BAD_REQUEST: '400-傳送資料錯誤，請聯絡程式人員',
  NOT_FOUND: '404-伺服器連線錯誤，請聯絡IT人員',
  SERVER_BUSY: '系統忙碌中，請稍後再試，如持續發生，請聯絡服務人員',
  CORE_TIMEOUT: '408-核心系統忙碌中，請稍後再試',
  MAINTENANCE: '系統維護或升級中，暫停登入，請稍後再試',
  NO_RESPONSE: '999-系統連不上，請確認網路狀況與環境問題',
  UNAUTHORIZED: '請重新登入',
  CSRF_REQUIRED: '請求缺少防偽標頭，請重新整理頁面',
  SESSION_STORE_DOWN: '系統忙碌中，請稍後再試，如持續發生，請聯絡服務人員',
  TOO_MANY_REQUESTS: '操作過於頻繁，請稍後再試',
  VALIDATION_FAILED: '400-傳送資料錯誤，請聯絡程式人員',
  METHOD_NOT_ALLOWED: '405-不支援此請求方式，請聯絡程式人員',
  PAYLOAD_TOO_LARGE: '413-傳送資料過大，請減少內容後再試',
  UNSUPPORTED_MEDIA_TYPE: '415-傳送資料格式不支援，請聯絡程式人員',
  MISDIRECTED_REQUEST: '421-連線網址不正確，請由本系統的正式網址進入',
  HEADERS_TOO_LARGE: '431-請求標頭過大，請清除本網站的Cookie後重新整理頁面',
  CORE_CONTENT_REFUSED: '核心系統回傳的檔案格式有誤，請聯絡IT人員',
  CORE_CONTRACT: '核心系統回傳的資料格式有誤，請稍後再試；如持續發生，請聯絡IT人員',
} as const;

/** Messages of the shell that are not tied to an HTTP status (spec 1, sections 4, 5, 8). */
export const shellMessages = {
  VERSION_CHANGED: '版號有異動，重新載入!',
  URL_FETCH_FAILED: '網址取得失敗',
  DOCUMENT_FAILED: '文件產出發生異常，請聯絡系統管理員。',
  RECAPTCHA_ERROR_FALLBACK: 'google驗證碼發生錯誤，請改成直接輸入驗證碼',
  RECAPTCHA_EXPIRED: 'google驗證碼過期，請重新驗證',
  RECAPTCHA_PARAM_ERROR: 'google api參數錯誤，請重新確認',
  RECAPTCHA_REQUIRED: '請勾選「我不是機器人」!',
  VERIFY_OK: '驗證成功',
  OTP_SENT_EMAIL: 'OTP碼已成功發送至您的個人信箱 !',
  OTP_SENT_MOBILE: 'OTP碼已成功發送至您的行動電話 !',
  OTP_METHOD_REQUIRED: '請選擇EMAIL或行動電話發送驗證碼 !',
  OTP_NO_MOBILE: '查無行動電話資料，請改用EMAIL發送驗證碼 !',
  OTP_WRONG: 'OTP驗證碼錯誤，請重新輸入',
  PASSWORD_RESET_DONE: '密碼設定完成，請重新登入系統！',
  PASSWORD_MISMATCH: '新密碼 和 再次輸入新密碼 輸入不一致，請重新輸入！',
  PASSWORD_EQUALS_ACCOUNT: '密碼和帳號不可相同！',
  CAPTCHA_WRONG: '驗證碼錯誤',
  CAPTCHA_EXPIRED: '驗證碼已過期，請重新取得',
  LOGIN_FAILED: '帳號或密碼錯誤',
  COMMISSION_EMPTY: '此月份沒有資料可顯示',
  COMMISSION_MONTH_ORDER: '佣金月份-起 不可大於 佣金月份-迄!',
  FORM_EMPTY: '沒有資料可顯示!',
  NO_PROPOSAL_PERMISSION: '沒有要保書建置權限',
  OUT_OF_WORK_TIME: '所選擇之功能目前時段不開放始用',
  ALREADY_LOGGED_IN_OTHER_TAB: '您已在其他分頁登入系統，無法開啟新的分頁',
  DESKTOP_ONLY: '本系統僅提供桌上型電腦使用，請改用電腦登入',
  SESSION_REMIND: '系統即將自動登出，是否繼續使用？',
  AUTO_LOGOUT_COUNTDOWN: '秒後將自動登出',
  AUTO_LOGGED_OUT: '閒置時間已到，系統已自動登出，請重新登入',
  RESET_VERIFY_FIRST: '請先完成身分驗證',
  COMMISSION_MONTH_RANGE: '佣金月份僅能查詢前12個月(不含本月)的資料',
  FORM_NOT_FOUND: '查無此表單',
  CONSENT_NOT_FOUND: '查無同意書資料，連結可能已失效，請洽您的服務人員',
  REMOTE_LOGIN_FAILED: '遠端登入驗證失敗，請重新登入',
  EXPIRY_MAIL_NOT_ALLOWED: '密碼到期通知信僅能寄給本次登入時密碼已到期的帳號',
} as const;

/**
 * The robot check's refusals as BFF error codes (spec 1, section 8): FALLBACK means "type the image captcha
 * instead", EXPIRED "tick the check again", PARAM a configuration problem.
 */
export const robotCheckErrors = {
  RECAPTCHA_FALLBACK: shellMessages.RECAPTCHA_ERROR_FALLBACK,
  RECAPTCHA_EXPIRED: shellMessages.RECAPTCHA_EXPIRED,
  RECAPTCHA_PARAM: shellMessages.RECAPTCHA_PARAM_ERROR,
} as const;

export type ErrorCode =
  | keyof typeof errorMessages
  | keyof typeof robotCheckErrors
  | 'EXPIRY_MAIL_NOT_ALLOWED'
  | 'LOGIN_FAILED'
  | 'CAPTCHA_WRONG'
  | 'OTP_WRONG'
  | 'OTP_NO_MOBILE'
  | 'LOGIN_REJECTED'
  | 'PASSWORD_RESET_REQUIRED'
  | 'PASSWORD_RESET_SUGGESTED'
  | 'PASSWORD_EXPIRED'
  | 'LEGACY_NOTICE'
  | 'LEGACY_ERROR'
  | 'ROLE_REJECTED'
  | 'LOGIN_INCOMPLETE'
  | ProposalErrorCode
  | CustomerDataErrorCode
  | CustomerStepErrorCode
  | AnalysisErrorCode
  | AttachmentErrorCode
  | AmlErrorCode
  | SigningErrorCode;

/**
 * The proposal refusals the BFF enforces itself (spec 2, sections 4.2, 4.3, 6): 404 unknown case, 409 a state that
 * does not allow the action or an overdue remote case, 403 a permission the agent lacks or outside working hours.
 */
export type ProposalErrorCode =
  | 'PROPOSAL_NOT_FOUND'
  | 'PROPOSAL_STATE_REFUSED'
  | 'PROPOSAL_OVERDUE'
  | 'NO_PROPOSAL_PERMISSION'
  | 'OUT_OF_WORK_TIME'
  | 'REMOTE_TRAINING_REQUIRED'
  | 'REMOTE_NOT_SUPPORTED'
  | 'INSURER_UNKNOWN'
  | 'INSURER_NOT_OPEN'
  /** Issue 20: the go/no-go of the jump (an incomplete case; an unsigned one without the visiting agent's declaration). */
  | 'JUMP_INCOMPLETE'
  | 'JUMP_NEEDS_DECLARATION';

/** Legacy body errorCodes that the portal treats as statuses (spec 1, section 8). */
export const legacyErrorCodes = {
  449: 'LEGACY_NOTICE',
  516: 'LOGIN_REJECTED',
  517: 'PASSWORD_RESET_REQUIRED',
  518: 'PASSWORD_RESET_SUGGESTED',
  519: 'PASSWORD_EXPIRED',
} as const satisfies Record<number, ErrorCode>;

/**
 * The catalogue message for an upstream HTTP status (undefined status = no answer at all).
 * 401 has no message: the portal goes to login silently.
 */
export function messageForStatus(status: number | undefined): { code: ErrorCode; message: string } | null {
  if (status === undefined) return { code: 'NO_RESPONSE', message: errorMessages.NO_RESPONSE };
  if (status === 401) return null;
  if (status === 400) return { code: 'BAD_REQUEST', message: errorMessages.BAD_REQUEST };
  if (status === 404) return { code: 'NOT_FOUND', message: errorMessages.NOT_FOUND };
  if (status === 408) return { code: 'CORE_TIMEOUT', message: errorMessages.CORE_TIMEOUT };
  if (status === 500) return { code: 'SERVER_BUSY', message: errorMessages.SERVER_BUSY };
  if (status >= 200 && status < 400) return null;
  return { code: 'MAINTENANCE', message: errorMessages.MAINTENANCE };
}

/** Before the request id in an error alert (issue 14): support finds the BFF's log line by it. */
export const REQUEST_ID_LABEL = '錯誤代碼：';
