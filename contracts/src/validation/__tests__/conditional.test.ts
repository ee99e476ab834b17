import { array, object, string } from 'yup';
import {
  continuous,
  includeNumAndWord,
  mustBeY,
  passwordPolicy,
  purRule,
  required_if_yn,
  required_y,
  uploadRequired,
} from '..';
import { errorsByPath, errorsOf } from './helpers';

describe('required_y / required_if_yn', () => {
  const schema = object({
    emailYn: string(),
    agreeEmailYn: string(),
    email: string().test(required_y(['emailYn', 'agreeEmailYn'], '請填寫E-mail')),
    commCheckYn: string(),
    commCheckOther: string().label('異常說明').test(required_if_yn('commCheckYn', 'N')),
  });

  it('requires the value only when a flag says so', async () => {
    expect(await errorsOf(schema, { emailYn: 'N', agreeEmailYn: 'N' })).toEqual([]);
    expect(await errorsOf(schema, { emailYn: 'N', agreeEmailYn: 'Y' })).toEqual(['請填寫E-mail']);
    expect(await errorsOf(schema, { emailYn: 'Y', email: 'a@b.com' })).toEqual([]);
    expect(await errorsByPath(schema, { commCheckYn: 'N', commCheckOther: ' ' })).toEqual({
      commCheckOther: ['請輸入異常說明'],
    });
    expect(await errorsOf(schema, { commCheckYn: 'Y' })).toEqual([]);
  });

  it('needs Y for the leverage explanation', async () => {
    expect(await errorsOf(string().test(mustBeY()), 'N')).toEqual(['您尚未說明風險及最大損失，或尚未填寫!']);
    expect(await errorsOf(string().test(mustBeY()), 'Y')).toEqual([]);
  });
});

describe('purRule', () => {
  it('refuses purpose 9 alone as a comma list or an array', async () => {
    expect(await errorsOf(string().test(purRule()), '9')).toEqual(['投保目的不得僅勾選理財及節稅!']);
    expect(await errorsOf(array(string()).test(purRule()), ['9'])).toEqual(['投保目的不得僅勾選理財及節稅!']);
    expect(await errorsOf(string().test(purRule()), '1,9')).toEqual([]);
  });
});

describe('uploadRequired', () => {
  it('needs at least one file', async () => {
    const schema = array().test(uploadRequired());
    expect(await errorsOf(schema, [])).toEqual(['請選擇要上傳的檔案']);
    expect(await errorsOf(schema, [{ name: 'a.jpg' }])).toEqual([]);
    expect(await errorsOf(object({ file: array().test(uploadRequired()) }), {})).toEqual([
      '請選擇要上傳的檔案',
    ]);
  });
});

describe('password blocks', () => {
  it('checks continuity and letters-plus-digits separately', async () => {
    expect(await errorsOf(string().test(continuous()), 'ab123x')).toEqual([
      '密碼不可有3個(含)以上重複或連續的英數字！',
    ]);
    expect(await errorsOf(string().test(includeNumAndWord()), 'abcdefg')).toEqual([
      '密碼需英文字母及數字混合！',
    ]);
    expect(await errorsOf(string().test(continuous()).test(includeNumAndWord()), 'a1b3c5')).toEqual([]);
  });

  it('reports every violated policy item, the account read from a sibling', async () => {
    const schema = object({ userCode: string(), newPassword: passwordPolicy('userCode') });
    expect(await errorsOf(schema, { userCode: 'A123456', newPassword: 'Ab13Cd57' })).toEqual([]);
    expect(await errorsOf(schema, { userCode: 'AB13CD57', newPassword: 'ab13cd57' })).toEqual([
      '密碼和帳號不可相同！',
    ]);
    expect(await errorsOf(schema, { userCode: 'A123456', newPassword: 'aaa&' })).toEqual([
      '密碼長度需為8~12碼！',
      '密碼需英文字母及數字混合！',
      '密碼不可有3個(含)以上重複或連續的英數字！',
      '密碼不可包含「&」字元！',
    ]);
    expect(await errorsOf(schema, { userCode: 'A123456', newPassword: '' })).toEqual(['請輸入新密碼']);
  });
});
