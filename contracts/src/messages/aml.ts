/**
 * zh-TW messages of the AML step and its EDD questionnaire (spec 2 §4.4, §5 risk form and EDD, §8). Texts the spec
 * quotes are verbatim; those it gives only as an English gloss are ours (docs/decisions.md, issue 12).
 */
export const amlMessages = {
  SAVED: '儲存成功',
  TEMP_SAVED: '暫存成功',
  UNCHANGED: '資料無異動',
  /** A button's 暫存 of answers the step's autosave already stored (issue 41; docs/decisions.md). */
  AUTOSAVED: '已自動暫存',
  HIGH_RISK: '高風險客戶需加填EDD問卷!',
  CHECK_FIRST: '請先完成 檢查漏勾漏填!',
  BUSY: '系統忙碌中，請稍後再試…',
  /** Gloss: the risk-rating or approval system is abnormal; suspend and contact the broker help desk. */
  RISK_SYSTEM_DOWN: '風險評級或核保系統異常，請暫停作業並洽經代服務窗口。',
  /** Gloss: batch data not in yet; wait 3 minutes (the view is then closed). */
  RISK_BATCH_PENDING: '批次資料尚未匯入，請等待3分鐘後再重新操作。',
  /** Gloss: the AML system's reply code (follow system permissions). */
  AML_REPLY: (code: string, message: string) => `AML系統回覆代碼：${code}，${message}（請依系統權限辦理）`,
  /** Gloss: internal cases use a paper EDD signed by the upper manager. */
  MANAGER_PAPER_EDD: '高風險客戶，主管身分請改以紙本EDD問卷辦理，並由上一級主管簽核。',
  /** Gloss: a remote case without e-mail: print and post the written analysis, then enter the send date. */
  NO_EMAIL_SEND_DATE: '要保人無電子郵件，請列印書面分析報告郵寄予客戶，並於寄出後輸入寄送日期。',
  RISK_INCOMPLETE: '請先完成風險評估資料並儲存',
  /** The risk form's occupation is the policyholder's stored one (issue 20): none stored yet. */
  OCCUPATION_MISSING: '要保人職業尚未填寫，請先至要保人資料填寫職業後再儲存',
  /** The saved risk form rated another occupation than the policyholder's stored one: save it again first. */
  RISK_STALE: '要保人職業已異動，請重新儲存風險評估資料',
  EDD_NOT_NEEDED: '本案風險分數未達EDD門檻，無需填寫EDD問卷',
  FINISH_FIRST: '請先完成洗錢防制評估（按「完成」）後再進行下一步',
  NO_CASE_YET: '請先暫存要保書資料，再進行洗錢防制評估',
  CHECK_PASSED: '檢查完成，無漏勾漏填',
  FINISHED: '洗錢防制作業完成',
  RISK_SCORE: (score: number, limit: number) => `風險分數：${score}（EDD門檻：${limit}）`,
  CLEAR_CONFIRM: '是否確認清除本頁所有資料？',
  ID_DOCUMENTS: '身分證明文件',
  ID_DOCUMENT_OTHER: '其他身分證明文件',
  IDN_CHECK: '是否可確認客戶身分',
  COMM_CHECK: '客戶溝通狀況',
  COMM_OTHER: '異常說明',
  OCCUPATION: '職業',
  SPEC_JOB: '是否為特殊職業',
  ML_CHECK: '是否有洗錢疑慮',
  INSURE_SOURCE: '投保來源',
  PREM_SOURCE: '保費來源',
  VISIT_CODE: '訪視方式',
  INCOME_SOURCE: '收入來源',
  INCOME_SOURCE_OTHER: '其他收入來源說明',
  PAY_MODE: '繳費方式',
  PAY_MODE_OTHER: '其他繳費方式說明',
  SELECT: (label: string) => `請選擇${label}`,
} as const;

/** The BFF's error codes of the AML step (the envelope's `code`). */
export type AmlErrorCode =
  | 'AML_RISK_SYSTEM_DOWN'
  | 'AML_BATCH_PENDING'
  | 'AML_SYSTEM_REPLY'
  | 'AML_BUSY'
  | 'AML_CHECK_FIRST'
  | 'AML_REFUSED';
