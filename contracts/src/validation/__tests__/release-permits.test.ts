import { ValidationError } from 'yup';
import { releasePermitSchema, releasePermitSearchSchema } from '../release-permits';

const now = new Date('2026-11-22T10:00:00+08:00');
const context = { now, walkoutDayLimit: 7 };
const valid = {
  cusIdn: 'a100000010',
  cusName: '王志明',
  getDataYn: 'Y',
  walkOutStartDtStr: '2026-11-22',
  walkOutEndDtStr: '2026-11-28',
  applyDesc: '拜訪客戶',
};

async function errorsOf(
  schema: typeof releasePermitSchema | typeof releasePermitSearchSchema,
  values: object,
) {
  try {
    await schema.validate(values, { abortEarly: false, context });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as ValidationError).inner) out[inner.path ?? ''] ??= inner.errors[0] ?? '';
    return out;
  }
}

describe('releasePermitSchema', () => {
  it('accepts a valid application and upper-cases the ID', async () => {
    expect(await errorsOf(releasePermitSchema, valid)).toEqual({});
    expect(releasePermitSchema.cast(valid, { context }).cusIdn).toBe('A100000010');
  });

  it('reports every rule with its message', async () => {
    expect(await errorsOf(releasePermitSchema, {})).toMatchObject({
      cusIdn: '請輸入身分證字號',
      cusName: '請透過身分證字號放大鏡取得客戶姓名',
      walkOutStartDtStr: '請輸入攜出起日',
      walkOutEndDtStr: '請輸入攜出迄日',
      applyDesc: '請輸入申請說明',
    });
    expect((await errorsOf(releasePermitSchema, { ...valid, getDataYn: 'N' })).cusName).toBe(
      '請透過身分證字號放大鏡取得客戶姓名',
    );
    expect(
      (await errorsOf(releasePermitSchema, { ...valid, walkOutStartDtStr: '2026-11-21' })).walkOutStartDtStr,
    ).toBe('攜出起日不可小於今日');
    expect(
      (await errorsOf(releasePermitSchema, { ...valid, walkOutEndDtStr: '2026-11-21' })).walkOutEndDtStr,
    ).toBe('迄日不可小於起日');
    expect(
      (await errorsOf(releasePermitSchema, { ...valid, walkOutEndDtStr: '2026-11-29' })).walkOutEndDtStr,
    ).toBe('攜出期間限7日內');
    expect((await errorsOf(releasePermitSchema, { ...valid, applyDesc: 'x'.repeat(201) })).applyDesc).toBe(
      '申請說明最多200個字',
    );
  });
});

describe('releasePermitSearchSchema', () => {
  it('needs both dates, in order, the end not after today', async () => {
    expect(
      await errorsOf(releasePermitSearchSchema, { applyStartDt: '2026-10-22', applyEndDt: '2026-11-22' }),
    ).toEqual({});
    expect((await errorsOf(releasePermitSearchSchema, { applyStartDt: '2026-10-22' })).applyEndDt).toBe(
      '申請日期起迄日皆需輸入',
    );
    expect(
      (await errorsOf(releasePermitSearchSchema, { applyStartDt: '2026-11-20', applyEndDt: '2026-11-19' }))
        .applyEndDt,
    ).toBe('迄日不可小於起日');
    expect(
      (await errorsOf(releasePermitSearchSchema, { applyStartDt: '2026-11-20', applyEndDt: '2026-11-23' }))
        .applyEndDt,
    ).toBe('申請日期迄日不可大於今日');
  });
});
