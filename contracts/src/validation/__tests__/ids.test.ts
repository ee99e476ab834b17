import { object, string } from 'yup';
import {
  customerName,
  gender,
  idForNationality,
  isSameInsuredId,
  isSameLegal,
  mixId,
  residentId,
  twId,
} from '..';
import { errorsOf } from './helpers';

describe('twId / residentId / mixId', () => {
  it('upper-cases and converts to half-width before checking', async () => {
    await expect(twId().validate(' a123456789 ')).resolves.toBe('A123456789');
    await expect(twId().validate('Ａ１２３４５６７８９')).resolves.toBe('A123456789');
  });

  it('reports the rule message, or the label-based one', async () => {
    expect(await errorsOf(twId(), 'A123456788')).toEqual(['身分證字號有誤，請確認!']);
    expect(await errorsOf(twId({ label: '法定代理人身分證字號' }), 'A123456788')).toEqual([
      '法定代理人身分證字號有誤，請確認!',
    ]);
    expect(await errorsOf(residentId(), 'A123456789')).toEqual(['居留證號碼有誤，請確認!']);
    expect(await errorsOf(mixId(), 'A12345678')).toEqual(['身分證字號/居留證號碼有誤，請確認!']);
  });

  it('leaves empty values to required', async () => {
    expect(await errorsOf(twId(), '')).toEqual([]);
    expect(await errorsOf(twId(), undefined)).toEqual([]);
    expect(await errorsOf(twId().required('請輸入身分證字號'), '')).toEqual(['請輸入身分證字號']);
  });

  it('accepts the other kind only in mixId', async () => {
    expect(await errorsOf(mixId(), 'FA12345689')).toEqual([]);
    expect(await errorsOf(mixId(), 'A123456789')).toEqual([]);
  });
});

describe('idForNationality', () => {
  const schema = object({ nationality: string(), cusIdn: idForNationality('nationality') });

  it('takes a national ID for TW, a resident ID otherwise, either without nationality', async () => {
    expect(await errorsOf(schema, { nationality: 'TW', cusIdn: 'A123456789' })).toEqual([]);
    expect(await errorsOf(schema, { nationality: 'TW', cusIdn: 'FA12345689' })).toEqual([
      '身分證字號有誤，請確認!',
    ]);
    expect(await errorsOf(schema, { nationality: 'JP', cusIdn: 'FA12345689' })).toEqual([]);
    expect(await errorsOf(schema, { nationality: 'JP', cusIdn: 'A123456789' })).toEqual([
      '居留證號碼有誤，請確認!',
    ]);
    expect(await errorsOf(schema, { nationality: '', cusIdn: 'A800000005' })).toEqual([]);
    expect(await errorsOf(schema, { cusIdn: 'A800000004' })).toEqual(['身分證字號/居留證號碼有誤，請確認!']);
  });
});

describe('isSameLegal / isSameInsuredId', () => {
  it('refuses the legal representative ID equal to the customer ID (a sibling)', async () => {
    const schema = object({ cusIdn: string(), legcusIdn: twId().test(isSameLegal('cusIdn')) });
    expect(await errorsOf(schema, { cusIdn: 'A123456789', legcusIdn: 'a123456789' })).toEqual([
      '要保人身分證字號不可與法定代理人相同，請確認!',
    ]);
    expect(await errorsOf(schema, { cusIdn: 'A123456789', legcusIdn: 'B234567894' })).toEqual([]);
  });

  it('names the party and reads a context value', async () => {
    const schema = mixId().test(isSameLegal('$insuredIdn', '被保險人'));
    expect(await errorsOf(schema, 'A123456789', { insuredIdn: 'A123456789' })).toEqual([
      '被保險人身分證字號不可與法定代理人相同，請確認!',
    ]);
    expect(await errorsOf(schema, 'A123456789', {})).toEqual([]);
  });

  it('refuses an insured ID equal to the policyholder ID', async () => {
    const schema = mixId().test(isSameInsuredId());
    expect(await errorsOf(schema, 'A123456789', { ownerIdn: 'A123456789' })).toEqual([
      '被保險人身分證字號不可與要保人相同，請確認與要保人之關係!',
    ]);
    expect(await errorsOf(schema, 'B234567894', { ownerIdn: 'A123456789' })).toEqual([]);
  });
});

describe('gender', () => {
  const schema = object({ cusIdn: string(), sex: string().test(gender('cusIdn')) });
  const maternity = object({ cusIdn: string(), sex: string().test(gender('cusIdn', { femaleOnly: true })) });

  it('matches the sex to the ID', async () => {
    expect(await errorsOf(schema, { cusIdn: 'A123456789', sex: '1' })).toEqual([]);
    expect(await errorsOf(schema, { cusIdn: 'A123456789', sex: '2' })).toEqual([
      '性別與身分證字號不符，請確認!',
    ]);
    expect(await errorsOf(schema, { cusIdn: 'FA12345689', sex: '1' })).toEqual([]);
  });

  it('skips the match for an invalid ID and enforces a woman-only product', async () => {
    expect(await errorsOf(schema, { cusIdn: 'A123456788', sex: '2' })).toEqual([]);
    expect(await errorsOf(maternity, { cusIdn: 'A223456788', sex: '1' })).toEqual([
      '本商品限女性投保，請確認!',
    ]);
  });
});

describe('customerName', () => {
  const schema = object({ nationality: string(), cusName: customerName() });

  it('refuses blanks for TW only and special characters always', async () => {
    expect(await errorsOf(schema, { nationality: 'TW', cusName: '王 小明' })).toEqual(['姓名不能有空白!']);
    expect(await errorsOf(schema, { nationality: 'US', cusName: 'John Smith' })).toEqual([]);
    expect(await errorsOf(schema, { nationality: 'TW', cusName: 'Kolas‧Yotaka' })).toEqual([
      '原住民長姓名(指特殊字)、姓名/地址有難字及受監護宣告客戶皆需改採紙本進件!',
    ]);
    expect(await errorsOf(schema, { cusName: '一'.repeat(21) })).toEqual(['姓名最多20個字']);
  });
});
