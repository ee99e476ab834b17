import { ruleMessages } from '../../messages/rules';
import { checkPassword, hasContinuousChars } from '../password';

describe('hasContinuousChars', () => {
  it.each(['abc', 'xyz', '123', '789', '890', '111', 'aaa', 'aAa', 'ABC', '321', 'cba', '098', 'Qw8901'])(
    'finds a run or a repeat in %s',
    (s) => expect(hasContinuousChars(s)).toBe(true),
  );
  it.each(['a1b2c3', '901', 'abd', '135', 'aab', 'xza', '9ab', 'ab', '', null])('finds none in %p', (s) =>
    expect(hasContinuousChars(s)).toBe(false),
  );
});

describe('checkPassword', () => {
  const codes = (pw: string, account?: string) => checkPassword(pw, { account }).map((v) => v.code);

  it('passes a policy-conform password', () => {
    expect(checkPassword('Ab13Cd57', { account: 'A123456' })).toEqual([]);
  });

  it('checks length 8 to 12', () => {
    expect(codes('Ab13Cd5')).toEqual(['LENGTH']);
    expect(codes('Ab13Cd57Ef24')).toEqual([]);
    expect(codes('Ab13Cd57Ef246')).toEqual(['LENGTH']);
  });

  it('needs letters and digits', () => {
    expect(codes('Abdfhkmp')).toEqual(['NUM_AND_WORD']);
    expect(codes('13572468')).toEqual(['NUM_AND_WORD']);
  });

  it('refuses runs, repeats, the account (any case) and &', () => {
    expect(codes('Ab13Cd890')).toEqual(['CONTINUOUS']);
    expect(codes('Ab13Cd555')).toEqual(['CONTINUOUS']);
    expect(codes('a135b246', 'A135B246')).toEqual(['SAME_AS_ACCOUNT']);
    expect(codes('Ab13&d57')).toEqual(['AMPERSAND']);
  });

  it('lists every violated item in order with its message', () => {
    expect(checkPassword('aaa&', { account: 'aaa&' })).toEqual([
      { code: 'LENGTH', message: ruleMessages.PASSWORD_LENGTH },
      { code: 'NUM_AND_WORD', message: ruleMessages.PASSWORD_NUM_AND_WORD },
      { code: 'CONTINUOUS', message: ruleMessages.PASSWORD_CONTINUOUS },
      { code: 'SAME_AS_ACCOUNT', message: '密碼和帳號不可相同！' },
      { code: 'AMPERSAND', message: ruleMessages.PASSWORD_AMPERSAND },
    ]);
  });
});
