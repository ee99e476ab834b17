/**
 * zh-TW messages of the take-out (release permit) screens (spec 3 §5, §8): the spec gives them as English glosses,
 * so the texts are ours (docs/decisions.md, issue 11).
 */
export const releasePermitMessages = {
  APPLY_DATES_BOTH: '申請日期起迄日皆需輸入',
  END_BEFORE_START: '迄日不可小於起日',
  SEARCH_END_AFTER_TODAY: '申請日期迄日不可大於今日',
  NO_DATA: '無資料可顯示',
  ID_REQUIRED: '請輸入身分證字號',
  ID_NOT_PREFILLED: '此身分證字號未預填或非本公司客戶，無法申請攜出客戶資料',
  NAME_FROM_LOOKUP: '請透過身分證字號放大鏡取得客戶姓名',
  START_REQUIRED: '請輸入攜出起日',
  END_REQUIRED: '請輸入攜出迄日',
  START_BEFORE_TODAY: '攜出起日不可小於今日',
  RANGE_LIMIT: (days: number) => `攜出期間限${days}日內`,
  DESC_REQUIRED: '請輸入申請說明',
  DESC_MAX: '申請說明最多200個字',
  DAY_LIMIT_NOTE: (days: number) =>
    `※ 攜出期間(含起迄日)最長${days}日，需經審核通過後方可於期間內發查客戶資料。`,
  SUBMITTED: '攜出申請已送審',
  NEW: '新增攜出名單',
  TITLE: '攜出申請',
  NEW_TITLE: '新增攜出申請',
} as const;
