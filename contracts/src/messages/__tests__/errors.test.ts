import {
  errorMessages,
  legacyErrorCodes,
  messageForStatus,
  robotCheckErrors,
  shellMessages,
} from '../errors';

describe('messageForStatus (spec 1, section 8)', () => {
  it.each([
    [400, 'BAD_REQUEST', '400-傳送資料錯誤，請聯絡程式人員'],
    [404, 'NOT_FOUND', '404-伺服器連線錯誤，請聯絡IT人員'],
    [408, 'CORE_TIMEOUT', '408-核心系統忙碌中，請稍後再試'],
    [500, 'SERVER_BUSY', '系統忙碌中，請稍後再試，如持續發生，請聯絡服務人員'],
    [undefined, 'NO_RESPONSE', '999-系統連不上，請確認網路狀況與環境問題'],
  ])('status %s → %s with the catalogue text', (status, code, message) => {
    expect(messageForStatus(status)).toEqual({ code, message });
  });

  it.each([502, 503, 504, 403, 405, 520])('other status %d → the maintenance notice', (status) => {
    expect(messageForStatus(status)).toEqual({ code: 'MAINTENANCE', message: errorMessages.MAINTENANCE });
  });

  it('401 has no message (the portal goes to login silently), nor has success', () => {
    expect(messageForStatus(401)).toBeNull();
    expect(messageForStatus(200)).toBeNull();
    expect(messageForStatus(204)).toBeNull();
  });
});

describe('legacy error codes', () => {
  it('names 449 and 516-519', () => {
    expect(legacyErrorCodes).toEqual({
      449: 'LEGACY_NOTICE',
      516: 'LOGIN_REJECTED',
      517: 'PASSWORD_RESET_REQUIRED',
      518: 'PASSWORD_RESET_SUGGESTED',
      519: 'PASSWORD_EXPIRED',
    });
  });
});

describe('shell messages are the spec wording', () => {
  it.each([
    ['VERSION_CHANGED', '版號有異動，重新載入!'],
    ['URL_FETCH_FAILED', '網址取得失敗'],
    ['DOCUMENT_FAILED', '文件產出發生異常，請聯絡系統管理員。'],
    ['RECAPTCHA_ERROR_FALLBACK', 'google驗證碼發生錯誤，請改成直接輸入驗證碼'],
    ['VERIFY_OK', '驗證成功'],
    ['OTP_SENT_EMAIL', 'OTP碼已成功發送至您的個人信箱 !'],
    ['PASSWORD_RESET_DONE', '密碼設定完成，請重新登入系統！'],
    ['COMMISSION_EMPTY', '此月份沒有資料可顯示'],
    ['COMMISSION_MONTH_ORDER', '佣金月份-起 不可大於 佣金月份-迄!'],
    ['FORM_EMPTY', '沒有資料可顯示!'],
    ['NO_PROPOSAL_PERMISSION', '沒有要保書建置權限'],
    ['OUT_OF_WORK_TIME', '所選擇之功能目前時段不開放始用'],
    ['OTP_METHOD_REQUIRED', '請選擇EMAIL或行動電話發送驗證碼 !'],
  ] as const)('%s', (key, text) => {
    expect(shellMessages[key]).toBe(text);
  });
});

describe('robot-check error codes', () => {
  it('carry the spec wording of the three robot-check failures', () => {
    expect(robotCheckErrors).toEqual({
      RECAPTCHA_FALLBACK: 'google驗證碼發生錯誤，請改成直接輸入驗證碼',
      RECAPTCHA_EXPIRED: 'google驗證碼過期，請重新驗證',
      RECAPTCHA_PARAM: 'google api參數錯誤，請重新確認',
    });
  });
});
