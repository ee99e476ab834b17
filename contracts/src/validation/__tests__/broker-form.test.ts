import { brokerFormSchema } from '../broker-form';

const errorsOf = async (value: object) =>
  brokerFormSchema.validate(value, { abortEarly: false }).then(
    () => [],
    (e: { errors: string[] }) => e.errors,
  );

describe('brokerFormSchema', () => {
  it('needs the reason (≤ 200) and the explained Y', async () => {
    expect(await errorsOf({ recommendReason: '保障需求相符', explainedYn: 'Y' })).toEqual([]);
    expect(await errorsOf({ recommendReason: ' ', explainedYn: 'N' })).toEqual([
      expect.stringContaining('經紀人建議投保理由'),
      '請確認已向客戶說明並交付經紀人報告書',
    ]);
    expect(await errorsOf({ recommendReason: '理'.repeat(201), explainedYn: 'Y' })).toEqual([
      '經紀人建議投保理由最多200個字',
    ]);
  });
});
