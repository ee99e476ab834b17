/**
 * zh-TW messages of the customer-data steps n1-n3 (g10a; building blocks in customer-data.ts) (spec 3 §2, §5, §8, issue 10) that are not field rules (those are in
 * rules.ts). Texts the spec quotes are verbatim; the English-gloss ones are written to match them
 * (docs/decisions.md, issue 10).
 */
export const customerStepMessages = {
  TEMP_SAVED: '暫存成功',
  AUTOSAVED: (time: string) => `已自動儲存 ${time}`,
  AUTOSAVE_FAILED: '自動儲存失敗，請按「暫存」再試一次',
  AUTOSAVING: '自動儲存中…',
  /** The later of two tabs' saves (issue 10 item 7; issue 22: the agent then chooses, see DRAFT_CONFLICT_*). */
  DRAFT_CONFLICT: '此要保書已在其他視窗或裝置更新，本次儲存未完成。',
  DRAFT_CONFLICT_TITLE: '此步驟有較新的版本',
  /** The two versions' save times, as shown (an unknown time: 不明). */
  DRAFT_CONFLICT_TIMES: (held: string, latest: string) =>
    `本視窗的版本儲存於 ${held}，較新的版本儲存於 ${latest}。請選擇載入較新版本（放棄本視窗未儲存的修改），或以本視窗的資料覆蓋較新版本。`,
  DRAFT_TIME_UNKNOWN: '不明',
  DRAFT_CONFLICT_RELOAD: '載入較新版本',
  DRAFT_CONFLICT_OVERWRITE: '覆蓋',
  SMS_ALREADY_AGREED: '客戶已完成個資同意，無需發送簡訊',
  SMS_SENT: '簡訊已發送，請提醒客戶點選簡訊中的連結完成同意',
  SMS_FAILED: '簡訊發送失敗，請再按一次發送；若仍失敗請洽服務台',
  SMS_RESEND_IN: (seconds: number) => `${seconds}秒後可重新發送`,
  CONSENT_AGREED: '客戶已完成個資同意',
  CONSENT_NOT_YET: '客戶尚未完成個資同意',
  CONSENT_OFF: '個資同意簡訊未啟用，無需發送',
  AGE_CHANGED: (party: string, before: number, after: number) =>
    `${party}保險年齡已由${before}歲變更為${after}歲，請確認投保內容!`,
  ELDERLY_RECORDING: (limit: number) =>
    `要保人保險年齡已達${limit}歲以上，請依規定進行高齡客戶錄音並記錄錄音編號!`,
  US_NATIONALITY_CLEARED: '要保人國籍不可為美國，身分證字號已清除，請確認!',
  REL_SELF_LOCKED: '被保險人與要保人為同一人，資料同要保人，不可修改',
  SHARE_AGENT_LOOKUP_FIRST: '請輸入共同招攬業務員之壽險登錄字號並查詢',
  LEGAL_ID_REQUIRED: '請填寫法定代理人身分證字號',
  NO_LEGAL_AGENT: '要保人及被保險人皆無需法定代理人',
  CLEAR_ALL_CONFIRM: '確定清除本頁所有資料?',
  AGENT_ID_UNKNOWN: '查無業務員身分資料，無法確認是否為自保件',
} as const;

/** The customer-step refusals the BFF answers with the error envelope (issue 10, g10a). */
export type CustomerStepErrorCode =
  | 'DRAFT_CONFLICT'
  | 'SMS_FAILED'
  | 'SHARE_AGENT_REFUSED'
  | 'CONSENT_PENDING'
  | 'CONSENT_OFF'
  | 'FINANCE_DIFFERS';
