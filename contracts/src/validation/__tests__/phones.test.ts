import { object, string } from 'yup';
import {
  connectionPhone,
  insuredMobileCheck,
  mergedPhone,
  mobilePhone,
  phoneGroup,
  phonePartsShape,
} from '..';
import { errorsByPath, errorsOf } from './helpers';

describe('mobilePhone / connectionPhone / mergedPhone', () => {
  it('checks the mobile format and leaves empty values alone', async () => {
    expect(await errorsOf(mobilePhone(), '0912345678')).toEqual([]);
    expect(await errorsOf(mobilePhone(), '0812345678')).toEqual(['行動電話格式錯誤']);
    expect(await errorsOf(mobilePhone(), '')).toEqual([]);
  });

  it('allows only digits, # and - in connection phones', async () => {
    expect(await errorsOf(connectionPhone(), '02-12345678#12')).toEqual([]);
    expect(await errorsOf(connectionPhone(), '02 1234')).toEqual(['電話只能輸入數字、#及-']);
  });

  it('checks a merged landline part by part', async () => {
    expect(await errorsOf(mergedPhone(), '02-12345678#12')).toEqual([]);
    expect(await errorsOf(mergedPhone(), '02-123456')).toEqual(['區碼+電話限制總長度9~10碼']);
    expect(await errorsOf(mergedPhone(), '02-12345678#123456')).toEqual(['分機最多5碼']);
  });
});

describe('phonePartsShape', () => {
  const schema = object(phonePartsShape('phoneC'));

  it('passes a complete or empty landline', async () => {
    expect(await errorsByPath(schema, { phoneC1: '02', phoneC2: '12345678', phoneC3: '' })).toEqual({});
    expect(await errorsByPath(schema, {})).toEqual({});
  });

  it('puts each problem on its part', async () => {
    expect(await errorsByPath(schema, { phoneC1: '', phoneC2: '12345678' })).toEqual({
      phoneC1: ['請輸入區碼'],
    });
    expect(await errorsByPath(schema, { phoneC1: '02', phoneC2: '' })).toEqual({
      phoneC2: ['請輸入電話號碼'],
    });
    expect(await errorsByPath(schema, { phoneC1: '02', phoneC2: '123', phoneC3: '123456' })).toEqual({
      phoneC2: ['區碼+電話限制總長度9~10碼'],
      phoneC3: ['分機最多5碼'],
    });
    expect(await errorsByPath(schema, { phoneC1: '02345', phoneC2: '12345' })).toEqual({
      phoneC1: ['區碼需為2~4碼'],
    });
  });
});

describe('phoneGroup', () => {
  const shape = { phoneC2: string(), phoneH2: string(), mobile: string() };

  it('needs one of company, home or mobile', async () => {
    const schema = object(shape).test(phoneGroup());
    expect(await errorsOf(schema, { mobile: '0912345678' })).toEqual([]);
    expect(await errorsOf(schema, { phoneH2: '12345678' })).toEqual([]);
    expect(await errorsOf(schema, { phoneC2: ' ', mobile: '' })).toEqual([
      '公司電話、住家電話和行動電話需擇一填入，請確認!',
    ]);
  });

  it('can place the error on a field and take the merged field names', async () => {
    const onMobile = object(shape).test(phoneGroup(undefined, { path: 'mobile' }));
    expect(await errorsByPath(onMobile, {})).toEqual({
      mobile: ['公司電話、住家電話和行動電話需擇一填入，請確認!'],
    });
    const merged = object({ phoneC: string(), phoneH: string(), mobile: string() }).test(
      phoneGroup(['phoneC', 'phoneH', 'mobile']),
    );
    expect(await errorsOf(merged, { phoneC: '02-12345678' })).toEqual([]);
  });
});

describe('insuredMobileCheck', () => {
  it('refuses the policyholder mobile for the insured', async () => {
    const schema = mobilePhone().test(insuredMobileCheck());
    expect(await errorsOf(schema, '0912345678', { ownerMobile: '0912345678' })).toEqual([
      '要保人與被保險人的行動電話不可相同，請確認!',
    ]);
    expect(await errorsOf(schema, '0912345678', { ownerMobile: '0987654321' })).toEqual([]);
    expect(await errorsOf(schema, '', { ownerMobile: '' })).toEqual([]);
  });
});
