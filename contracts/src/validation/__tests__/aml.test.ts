import { eddFormSchema, riskFormSchema } from '../aml';
import { errorsByPath, errorsOf } from './helpers';

const risk = (extra: Record<string, unknown> = {}) => ({
  idnCode: ['A'],
  idnCodeOther: '',
  idnCheckYn: 'Y',
  commCheckYn: 'Y',
  commOther: '',
  cusJobCode: '0101001',
  specJobYn: 'N',
  mlCheckYn: 'N',
  insureSource: '1',
  premSource: '1',
  ...extra,
});
const edd = (extra: Record<string, unknown> = {}) => ({
  visitCode: '1',
  incomeSource: ['1'],
  incomeSourceOther: '',
  payMode: '1',
  payModeOther: '',
  ...extra,
});

describe('riskFormSchema (spec 2 §5 risk form)', () => {
  it('passes a complete form; riskJobYn, nameCheckYn, cancelTime and payerCode are not asked', async () => {
    expect(await errorsOf(riskFormSchema, risk())).toEqual([]);
  });

  it('reports every required answer of an empty form', async () => {
    expect(await errorsByPath(riskFormSchema, {})).toEqual({
      idnCode: ['請選擇身分證明文件'],
      idnCheckYn: ['請選擇是否可確認客戶身分'],
      commCheckYn: ['請選擇客戶溝通狀況'],
      cusJobCode: ['請選擇職業'],
      specJobYn: ['請選擇是否為特殊職業'],
      mlCheckYn: ['請選擇是否有洗錢疑慮'],
      insureSource: ['請選擇投保來源'],
      premSource: ['請選擇保費來源'],
    });
  });

  it('asks for the other-ID text only when F is ticked, at most 30 characters', async () => {
    expect(await errorsOf(riskFormSchema, risk({ idnCode: ['A', 'F'] }))).toEqual(['請輸入其他身分證明文件']);
    expect(await errorsOf(riskFormSchema, risk({ idnCode: ['F'], idnCodeOther: '工'.repeat(30) }))).toEqual(
      [],
    );
    expect(await errorsOf(riskFormSchema, risk({ idnCode: ['F'], idnCodeOther: '工'.repeat(31) }))).toEqual([
      '其他身分證明文件最多30個字',
    ]);
    expect(await errorsOf(riskFormSchema, risk({ idnCodeOther: '' }))).toEqual([]);
  });

  it('asks for the explanation only when communication is abnormal (N), at most 30', async () => {
    expect(await errorsOf(riskFormSchema, risk({ commCheckYn: 'N' }))).toEqual(['請輸入異常說明']);
    expect(await errorsOf(riskFormSchema, risk({ commCheckYn: 'N', commOther: '  ' }))).toEqual([
      '請輸入異常說明',
    ]);
    expect(await errorsOf(riskFormSchema, risk({ commCheckYn: 'N', commOther: '聽力不佳' }))).toEqual([]);
    expect(await errorsOf(riskFormSchema, risk({ commCheckYn: 'Y', commOther: 'x'.repeat(31) }))).toEqual([
      '異常說明最多30個字',
    ]);
  });

  it('takes idnCheckYn N (cannot establish a relationship) but nothing other than Y or N', async () => {
    expect(await errorsOf(riskFormSchema, risk({ idnCheckYn: 'N' }))).toEqual([]);
    expect(await errorsOf(riskFormSchema, risk({ mlCheckYn: 'X' }))).toEqual(['請選擇是否有洗錢疑慮']);
  });
});

describe('eddFormSchema (spec 2 §5 EDD)', () => {
  it('passes a complete questionnaire and reports the required answers', async () => {
    expect(await errorsOf(eddFormSchema, edd())).toEqual([]);
    expect(await errorsByPath(eddFormSchema, {})).toEqual({
      visitCode: ['請選擇訪視方式'],
      incomeSource: ['請選擇收入來源'],
      payMode: ['請選擇繳費方式'],
    });
  });

  it('income source 6 needs its text (max 30); pay mode 7 needs its own', async () => {
    expect(await errorsOf(eddFormSchema, edd({ incomeSource: ['1', '6'] }))).toEqual([
      '請輸入其他收入來源說明',
    ]);
    expect(await errorsOf(eddFormSchema, edd({ incomeSource: ['6'], incomeSourceOther: '版稅' }))).toEqual(
      [],
    );
    expect(await errorsOf(eddFormSchema, edd({ payMode: '7' }))).toEqual(['請輸入其他繳費方式說明']);
    expect(await errorsOf(eddFormSchema, edd({ payMode: '7', payModeOther: 'x'.repeat(31) }))).toEqual([
      '其他繳費方式說明最多30個字',
    ]);
    expect(await errorsOf(eddFormSchema, edd({ payMode: '6', payModeOther: '' }))).toEqual([]);
  });
});
