/**
 * zh-TW messages of the statement step (n6) and the written analysis (n7) (spec 3 §5, §8). Texts the spec quotes
 * are verbatim; those it gives only as an English gloss are ours (docs/decisions.md, issue 11).
 */
export const writtenAnalysisMessages = {
  /** The panel's button ('I have read and agree to the above statement'). */
  STATEMENT_AGREE: '本人已詳閱並同意上述聲明事項',
  STATEMENT_AGREED: '已同意',
  STATEMENT_NONE: '本案無需閱覽之聲明事項文件',
  CALL_TIME_RANGE: '方便電訪時間需介於08:00至17:00之間(例：09:00-12:00)',
  CLEAR_CONFIRM: '確定清除書面分析所有填寫內容？',
  SUBMITTED: '書面分析儲存成功',
  READ_ONLY_PAST_ACCEPTANCE: '本遠距投保案件之受理日期已過，書面分析僅供檢視。',
  /** The BFF's refusals of a read-only remote case (docs/decisions.md, issue 41). */
  READ_ONLY_SAVE_REFUSED: '本遠距投保案件之受理日期已過，書面分析不可修改。',
  READ_ONLY_JUMP_REFUSED: '本遠距投保案件之受理日期已過，不可轉保險公司。',
  PROPOSAL_PDF_TITLE: '要保書',
  JUMP: '轉保險公司',
  JUMP_CONFIRM_TITLE: '轉保險公司前請確認下列事項',
  /** The numbered reminders of the remote confirm list (spec 3 §8). */
  REMIND_NO_CHANGES: '進入保險公司系統後，要保人及被保險人之基本資料不得再變更。',
  REMIND_PAYER_RECORDING: (limit: number) =>
    `實際繳款人非要保人或被保險人，且年齡達${limit}歲(含)以上者，須進行高齡錄音。`,
  REMIND_INSTALLMENT: '繳費方式為分期繳者，請選擇分期繳之商品代碼。',
  REMIND_REMOTE_SESSION: '遠距視訊時，請確認網路連線穩定、環境安靜明亮，並確認客戶本人在場。',
  REMIND_HIGH_AGE: (limit: number) =>
    `本案要保人年齡達${limit}歲(含)以上，請依規定完成高齡投保錄音及相關作業。`,
  /** After APP_REMIND_TIME (spec 3 §8): the insurer app within the same day. */
  AFTER_REMIND_HOUR: (hour: number) =>
    `目前已超過${hour}點，保險公司APP須於當日完成填寫及送出（12小時內，不得跨日）。`,
} as const;

/** Refusals of the statement, written-analysis and take-out calls the BFF answers itself (issue 11). */
export type AnalysisErrorCode = 'STATEMENT_NOT_FOUND' | 'WRITTEN_READ_ONLY' | 'RELEASE_PERMIT_NOT_FOUND';
