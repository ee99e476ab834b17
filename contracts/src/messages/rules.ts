import { shellMessages } from './errors';

/**
 * zh-TW messages of the validation rules (customer-data spec section 5, proposal spec section 5, portal
 * shell spec section 5). Texts the spec quotes are verbatim; the rest are written to match them. Entries
 * that name a field or a limit are functions; the yup blocks call them with the field's label.
 */
export const ruleMessages = {
  // Common form
  REQUIRED: (label: string) => `請輸入${label}`,
  FILL_IN: (label: string) => `請填寫${label}`,
  /** The one wording of a length limit (issue 23 item 6); MAX_DIGITS for a number's digits. */
  MAX_LENGTH: (label: string, max: number) => `${label}最多${max}個字`,
  /** Ours (issue 40 item 6): a saved field that is not text (a number, a list, an object). */
  NOT_TEXT: (label: string) => `${label}需為文字`,
  /** Ours (issue 40 item 6): a group of fields (a representative box) sent as something else than its fields. */
  NOT_FIELDS: (label: string) => `${label}資料格式錯誤`,
  MAX_DIGITS: (label: string, max: number) => `${label}最多${max}碼`,
  CHECK_TABS: (tabs: string) => `請檢視${tabs}頁籤，是否仍有必要未填入欄位！`,
  /** Spec 3 §5's mobile gloss: 'please check tabs X/Y for required fields not yet filled'. */
  CHECK_TABS_MOBILE: (tabs: string) => `請檢查${tabs}頁籤，尚有必要欄位未填寫！`,

  // IDs
  ID_INVALID: (label = '身分證字號') => `${label}有誤，請確認!`,
  TW_ID_INVALID: '身分證字號有誤，請確認!',
  RESIDENT_ID_INVALID: '居留證號碼有誤，請確認!',
  MIX_ID_INVALID: '身分證字號/居留證號碼有誤，請確認!',
  ID_LENGTH: '身分證字號需為10碼!',
  REMOTE_NATIVE_ONLY: '身分證號碼有誤，遠距投保只限本國自然人，請確認!',
  REMOTE_NATIVE_NATIONALITY: '遠距投保只限本國自然人，國籍須為中華民國，請確認!',
  REMOTE_SELF_INSURED: '遠距投保不得為自保件！',
  SAME_AS_LEGAL: (party = '要保人') => `${party}身分證字號不可與法定代理人相同，請確認!`,
  SAME_AS_POLICYHOLDER: '被保險人身分證字號不可與要保人相同，請確認與要保人之關係!',
  CARRY_OUT_NOT_PERMITTED: '您輸入的身分證字號未在攜出申請有效名單內，無法發查客戶資料',

  // Sex, name, nationality
  SEX_MISMATCH: '性別與身分證字號不符，請確認!',
  FEMALE_ONLY: '本商品限女性投保，請確認!',
  NAME_BLANK: '姓名不能有空白!',
  BIRTH_DATE_INVALID: '出生日期有誤，請確認!',
  NAME_PAPER_ONLY: '原住民長姓名(指特殊字)、姓名/地址有難字及受監護宣告客戶皆需改採紙本進件!',
  US_NATIONALITY_REFUSED: '要保人國籍不可為美國，請確認!',

  // Phones
  PHONE_GROUP_REQUIRED: '公司電話、住家電話和行動電話需擇一填入，請確認!',
  PHONE_AREA_REQUIRED: '請輸入區碼',
  PHONE_AREA_LENGTH: '區碼需為2~4碼',
  PHONE_NUMBER_REQUIRED: '請輸入電話號碼',
  PHONE_NUMBER_LENGTH: '電話號碼最多8碼',
  PHONE_TOTAL_LENGTH: '區碼+電話限制總長度9~10碼',
  PHONE_EXT_LENGTH: '分機最多5碼',
  PHONE_NOT_DIGITS: '電話只能輸入數字',
  CONNECTION_PHONE: '電話只能輸入數字、#及-',
  MOBILE_FORMAT: '行動電話格式錯誤',
  MOBILE_REQUIRED_REMOTE: '遠距投保時行動電話為必填，請確認!',
  MOBILE_SAME_AS_POLICYHOLDER: '要保人與被保險人的行動電話不可相同，請確認!',
  SMS_NEEDS_NAME_AND_MOBILE: '請先輸入客戶姓名及行動電話',

  // E-mail
  EMAIL_FORMAT: 'E-mail格式錯誤，請確認!',
  EMAIL_MAX: 'E-mail最多40個字',
  EMAIL_COMPANY: '不可使用公司E-mail，請確認!',
  EMAIL_REQUIRED: '請填寫E-mail',

  // Numbers and money
  DECIMAL_POINT: (intDigits: number, decDigits: number) =>
    decDigits > 0 ? `整數最多${intDigits}位，小數最多${decDigits}位` : `只能輸入${intDigits}位以內的整數`,
  DECIMAL_POINT2: '請輸入0.01~100之間的數值，100不可有小數',
  GREATER_THAN_ZERO: '數值需大於0',
  DIGITS_ONLY: '只能輸入數字',
  SIGNED_INTEGER: '只能輸入整數',
  THOUSAND_UNIT: '保費需為1000的倍數',
  ACCOUNT_NO_LENGTH: (lengths: readonly number[]) => `帳號長度需為${lengths.join('或')}碼`,
  FINANCE_DIFFERS: (items: string) => `${items}與前次填寫的資料不一致，請修正或更正前次要保書!`,

  // Dates
  DATE_YYYYMMDD: '日期格式錯誤，請輸入西元年月日8碼(YYYYMMDD)',
  DATE_END_BEFORE_START: (prefix = '') => `${prefix}迄日不可小於起日`,
  WALKOUT_DAY_LIMIT: (days: number) => `攜出期間不可超過${days}天`,

  // Address dialog
  ADDRESS_CITY_REQUIRED: '請填寫 縣市!',
  ADDRESS_AREA_REQUIRED: '請填寫 區域!',
  ADDRESS_ROAD_REQUIRED: '請填寫 路名!',
  ADDRESS_DETAIL_REQUIRED: '地址明細，至少需填寫一個欄位!',
  ADDRESS_NUM_INCOMPLETE: '地址明細，號填寫不完全，請重新填寫!',
  ADDRESS_FLOOR_INCOMPLETE: '地址明細，樓填寫不完全，請重新填寫!',
  ADDRESS_PART_TOO_LONG: '地址明細每個欄位最多10個字，請重新填寫!',
  ADDRESS_FULL_TOO_LONG: '完整地址最多80個字，請重新填寫!',
  ADDRESS_PO_BOX: '地址不可為郵政信箱，請重新填寫!',
  ADDRESS_NO_NUMBER: '地址需包含「號」，請重新填寫!',
  ADDRESS_NOT_NORMALISED_R: '戶籍地址尚未完成標準化，請確認!',
  ADDRESS_NOT_NORMALISED_L: '居住地址尚未完成標準化，請確認!',

  // Customer steps
  SPOUSE_MARRY_MISMATCH: '與要保人關係為配偶，要保人及被保險人之婚姻狀況需皆為已婚，請確認!',
  HIGH_AGE_BLOCKED: (limit: number) => `未完成高齡客戶招攬資格，不得招攬${limit}歲以上之客戶!`,
  CONSENT_PENDING: '客戶尚未完成身分檢核，請待客戶點選簡訊同意連結後再進行下一步!',
  SHARE_AGENT_SAME_PERSON: '共同招攬業務員不可為同一人!',
  SHARE_AGENT_OTHER_BRANCH: '共同招攬須為同一營業單位之業務員!',
  SHARE_AGENT_NOT_FOUND: '壽險登錄字號不存在!',
  REMOTE_NO_SHARE: '遠距投保不可共同招攬!',
  STATEMENT_NOT_READ: '請詳閱並同意聲明事項文件!',

  // Written analysis
  PURPOSE_ONLY_WEALTH: '投保目的不得僅勾選理財及節稅!',
  FIN_LEVERAGE_NOT_EXPLAINED: '您尚未說明風險及最大損失，或尚未填寫!',

  // Proposals: search, choose type, attachments, risk form
  LAST_MODIFIED_BOTH: '最後異動日期起迄日皆需輸入',
  LAST_MODIFIED_ORDER: '最後異動日期迄日不可小於起日',
  CHOOSE_COMPANY: '請選擇要保書保險公司',
  CHOOSE_CASE_TYPE: '請選擇要保書案件類型',
  UPLOAD_REQUIRED: '請選擇要上傳的檔案',

  // Portal shell: login, OTP, reset password, menu
  USER_CODE_REQUIRED: '請輸入員工編號',
  USER_CODE_MIN: '員工編號至少需7碼',
  USER_CODE_MAX: '員工編號最多12碼',
  PASSWORD_REQUIRED: '請輸入密碼',
  CAPTCHA_REQUIRED: '請輸入驗證碼',
  CAPTCHA_MAX: '驗證碼最多6碼',
  CAPTCHA_WRONG: shellMessages.CAPTCHA_WRONG,
  CAPTCHA_EXPIRED: shellMessages.CAPTCHA_EXPIRED,
  RECAPTCHA_REQUIRED: shellMessages.RECAPTCHA_REQUIRED,
  OTP_REQUIRED: '請輸入OTP驗證碼',
  OTP_FORMAT: 'OTP驗證碼需為6位數字',
  OTP_METHOD_REQUIRED: shellMessages.OTP_METHOD_REQUIRED,
  ROLE_REQUIRED: '請選擇登入的單位與角色',
  OTP_NO_MOBILE: shellMessages.OTP_NO_MOBILE,
  ID_LAST4_REQUIRED: '請輸入身分證字號後4碼',
  ID_LAST4_FORMAT: '身分證字號後4碼需為4碼數字',
  NEW_PASSWORD_REQUIRED: '請輸入新密碼',
  CONFIRM_PASSWORD_REQUIRED: '請再次輸入新密碼',
  PASSWORD_LENGTH: '密碼長度需為8~12碼！',
  PASSWORD_NUM_AND_WORD: '密碼需英文字母及數字混合！',
  PASSWORD_CONTINUOUS: '密碼不可有3個(含)以上重複或連續的英數字！',
  PASSWORD_EQUALS_ACCOUNT: shellMessages.PASSWORD_EQUALS_ACCOUNT,
  PASSWORD_AMPERSAND: '密碼不可包含「&」字元！',
  PASSWORD_MISMATCH: shellMessages.PASSWORD_MISMATCH,
  PASSWORD_POLICY:
    '密碼需為8~12碼英文字母及數字混合，不可為客戶身分證字號、不可有3個(含)以上重複或連續字元、不可與帳號相同、不可與前三次密碼相同，且不可包含「&」',
  COMMISSION_MONTH_ORDER: shellMessages.COMMISSION_MONTH_ORDER,
  COMMISSION_MONTH_RANGE: shellMessages.COMMISSION_MONTH_RANGE,
  COMMISSION_MONTH_REQUIRED: (label: string) => `請選擇${label}`,
  NO_PROPOSAL_PERMISSION: shellMessages.NO_PROPOSAL_PERMISSION,
  OUT_OF_WORK_TIME: shellMessages.OUT_OF_WORK_TIME,
} as const;

export type RuleMessageKey = keyof typeof ruleMessages;
