/**
 * zh-TW messages of the proposal list and its row actions (spec 2, sections 4.3, 6, 8). Texts the spec quotes are
 * verbatim; those it gives only as an English gloss are ours (docs/decisions.md).
 */
export const proposalMessages = {
  NOT_FOUND: '查無此要保書資料',
  STATE_REFUSED: '此要保書目前狀態不可執行此功能',
  OVERDUE_REMOTE: '您填寫書面分析報告日期已非客戶視訊完成日，本案依規已逾期，請重新和客戶約訪再進件。',
  REMOTE_TRAINING_REQUIRED: '欲進行遠距投保，請先完成遠距投保教育訓練！',
  REMOTE_NOT_SUPPORTED: '此保險公司不受理遠距投保',
  INSURER_UNKNOWN: '查無此保險公司',
  /** The insurer's card is closed (CH while CH_OPEN_YN is not Y, BPC always): the picker's 暫不開放. */
  INSURER_NOT_OPEN: '此保險公司暫不開放投保',
  /** Spec 2 §8 gives it as an English gloss ("have the customer sign both on the tablet first"). */
  CUSTOMER_NOT_SIGNED: '客戶尚未簽署書面分析報告及個人資料同意書，請先請客戶於平板完成簽名。',
  DELETED: '刪除成功',
  COPIED: '複製成功',
  SAVED: '儲存成功',
  WRITTEN_RESENT: '已重寄書面分析資料',
  NO_RESULTS: '查無資料!',
  COPY_CONFIRM: '是否確定複製？',
  DELETE_CONFIRM: '是否確認刪除此筆資料？',
  INTERVIEW_CONFIRM: '電訪結果儲存後不可再編輯，是否確認 ?',
  SEND_DATE_CONFIRM: '寄送日期儲存後不可再編輯，是否確認 ?',
  RETURN_REASON: (reason: string) => `退件原因： ${reason}`,
  /** Spec 2 §2.1 gives the note under the results as an English gloss. */
  RESULTS_NOTE: '※ 轉保險公司後之填寫及簽署期限，依各保險公司公告為準。',
  /** The resubmission dialogs arrive with the check-items and AML issue. */
  /** Spec 2 §7 gives 'mobile insurance consent form_{insureNo}.pdf' as an English gloss. */
  CONSENT_FILE_NAME: (insureNo: string) => `行動投保同意書_${insureNo}.pdf`,
  EDD_FILE_NAME: (insureNo: string) => `高風險客戶盡職調查表_${insureNo}.pdf`,
  WRITTEN_FILE_NAME: (insureNo: string) => `書面分析報告_${insureNo}.pdf`,
  INTERVIEWER_LABEL: '電訪人員',
  INTERVIEW_DATE_LABEL: '電訪日期',
  INTERVIEW_HOUR: '電訪時間(時)需為00-23',
  INTERVIEW_MINUTES: '電訪時間(分)需為00-59',
  SEND_DATE_LABEL: '寄送日期',
  SEND_DATE_FUTURE: '寄送日期不可大於今日',
  STATUS_FILTER_INVALID: '處理狀態選項有誤，請重新選擇',
  DATE_FORMAT: '日期格式錯誤，請重新選擇',
  /** Spec 2 §2.10 / spec 3 §2 give it as an English gloss ('confirm leaving this proposal build?'). */
  LEAVE_WIZARD: '確認離開此要保書建置?',
  /** Spec 2 §2.2 gives the consent warning only as a description. */
  CONSENT_WARNING: '開始建置前，請先取得客戶同意，並填寫客戶姓名及行動電話。',
  TEMP_SAVED: '暫存成功',
  /** 暫存 of a new case with nothing typed (issue 22 item 7): no case is created in the core. */
  NOTHING_TO_SAVE: '尚未輸入資料，無需暫存',
  /** A step's data did not load (fix3; no spec text): the step offers a retry instead of spinning. */
  STEP_LOAD_FAILED: '此步驟資料載入失敗，請按「重新載入」再試一次',
} as const;
