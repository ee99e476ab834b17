import { ValidationError } from 'yup';
import { writtenAnalysisSchema } from '../written-analysis';
import { isCallTime } from '../../rules/written-analysis';

const complete = {
  purCode: ['1'],
  purOther: '',
  insTypeCode: '1',
  insTypeOther: '',
  compCode: 'CH',
  faceAmt: '1000000',
  insOtherYn: 'N',
  insAcceptYn: '',
  oldAgeYn: '',
  curCode: 'TWD',
  mode: '1',
  modePrem: '36000.5',
  retireYear: '2',
  feeSourceCode: ['03'],
  feeSourceOther: '',
  elecCallTime: '',
  insFinlevYn: '',
  proNameChk: '1',
  proNameOther: '',
  faceAmtChk: '1',
  faceAmtOther: '',
  coverageChk: '1',
  coverageOther: '',
  modePremChk: '1',
  modePremOther: '',
  insReasonCode: '1',
  insReasonOther: '',
  meta: { highAge: false, callSources: ['01', '02', '05'], plResult: 'no' },
};

async function errorsOf(values: object, context?: object): Promise<Record<string, string>> {
  try {
    await writtenAnalysisSchema.validate(values, { abortEarly: false, context });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as ValidationError).inner) out[inner.path ?? ''] ??= inner.errors[0] ?? '';
    return out;
  }
}

describe('writtenAnalysisSchema', () => {
  it('accepts a complete analysis', async () => {
    expect(await errorsOf(complete)).toEqual({});
  });

  it('asks for every required field with 請輸入{label}', async () => {
    const errors = await errorsOf({ meta: complete.meta });
    expect(errors.purCode).toBe('請輸入投保目的');
    expect(errors.faceAmt).toBe('請輸入保額');
    expect(errors.feeSourceCode).toBe('請輸入保費來源');
    expect(errors.insReasonCode).toBe('請輸入建議投保理由');
    expect(errors.insAcceptYn).toBeUndefined();
    expect(errors.oldAgeYn).toBeUndefined();
  });

  it('refuses purpose 9 alone but not with another purpose', async () => {
    expect((await errorsOf({ ...complete, purCode: ['9'] })).purCode).toBe('投保目的不得僅勾選理財及節稅!');
    expect((await errorsOf({ ...complete, purCode: ['9', '1'] })).purCode).toBeUndefined();
  });

  it('requires the OTHER texts with their lengths (20, 30 for recommendations)', async () => {
    const errors = await errorsOf({ ...complete, purCode: ['OTHER'], proNameChk: 'OTHER' });
    expect(errors.purOther).toBe('請輸入投保目的其他說明');
    expect(errors.proNameOther).toBe('請輸入建議投保商品其他說明');
    const long = await errorsOf({
      ...complete,
      purCode: ['OTHER'],
      purOther: 'x'.repeat(21),
      proNameChk: 'OTHER',
      proNameOther: 'x'.repeat(30),
    });
    expect(long.purOther).toBe('投保目的其他說明最多20個字');
    expect(long.proNameOther).toBeUndefined();
  });

  it('checks the face amount and premium as 14 integer and 4 decimal digits', async () => {
    const errors = await errorsOf({ ...complete, faceAmt: '1.12345', modePrem: '123456789012345' });
    expect(errors.faceAmt).toMatch(/14/);
    expect(errors.modePrem).toMatch(/14/);
    expect(await errorsOf({ ...complete, faceAmt: '12345678901234.1234' })).toEqual({});
  });

  it('requires the acceptance answer only for investment or foreign-currency products', async () => {
    expect((await errorsOf({ ...complete, insTypeCode: '3' })).insAcceptYn).toBe(
      '請輸入是否了解並接受外幣或投資型商品之風險',
    );
    expect((await errorsOf({ ...complete, curCode: 'USD' })).insAcceptYn).toBeDefined();
    expect(await errorsOf({ ...complete, curCode: 'USD', insAcceptYn: 'Y' })).toEqual({});
  });

  it('requires the old-age question only for a high-age case', async () => {
    const meta = { ...complete.meta, highAge: true };
    expect((await errorsOf({ ...complete, meta })).oldAgeYn).toBe('請輸入高齡客戶是否了解商品特性');
    expect(await errorsOf({ ...complete, meta, oldAgeYn: 'Y' })).toEqual({});
  });

  it('requires the call time (8 to 17) and leverage Y for a FEE_SOURCE_CODE source or plResult yes', async () => {
    const call = await errorsOf({ ...complete, feeSourceCode: ['02'] });
    expect(call.elecCallTime).toBe('請輸入方便電訪時間');
    expect(call.insFinlevYn).toBe('您尚未說明風險及最大損失，或尚未填寫!');
    const loan = await errorsOf({
      ...complete,
      meta: { ...complete.meta, plResult: 'yes' },
      elecCallTime: '18:00',
      insFinlevYn: 'N',
    });
    expect(loan.elecCallTime).toBe('方便電訪時間需介於08:00至17:00之間(例：09:00-12:00)');
    expect(loan.insFinlevYn).toBe('您尚未說明風險及最大損失，或尚未填寫!');
    expect(
      await errorsOf({ ...complete, feeSourceCode: ['02'], elecCallTime: '09:00-12:00', insFinlevYn: 'Y' }),
    ).toEqual({});
  });

  it('lets the context meta (the BFF) override the form meta', async () => {
    const errors = await errorsOf(complete, { meta: { highAge: true, callSources: [], plResult: 'no' } });
    expect(errors.oldAgeYn).toBeDefined();
  });
});

describe('isCallTime', () => {
  it.each([
    ['09:00', true],
    ['8-17', true],
    ['09:30~12:00', true],
    ['17:30', false],
    ['07:59', false],
    ['12:00-09:00', false],
    ['noon', false],
  ])('%s → %s', (value, ok) => expect(isCallTime(value)).toBe(ok));
});
