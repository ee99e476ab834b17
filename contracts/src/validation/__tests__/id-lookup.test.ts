import { idLookupSchema } from '../id-lookup';
import { errorsOf } from './helpers';

describe('idLookupSchema (spec 3 §5 ID lookup dialog)', () => {
  const schema = idLookupSchema();

  it('requires the ID, 10 characters, a national or resident ID', async () => {
    expect(await errorsOf(schema, { idn: '' })).toEqual(['請輸入身分證字號']);
    expect(await errorsOf(schema, { idn: 'A12345' })).toEqual([
      '身分證字號需為10碼!',
      '身分證字號/居留證號碼有誤，請確認!',
    ]);
    expect(await errorsOf(schema, { idn: 'A123456788' })).toEqual(['身分證字號/居留證號碼有誤，請確認!']);
    expect(await errorsOf(schema, { idn: 'A100000010' })).toEqual([]);
    expect(await errorsOf(schema, { idn: 'A800000176' })).toEqual([]);
  });

  it('uppercases and half-widths the ID', async () => {
    expect((await schema.validate({ idn: ' ａ100000010 ' })).idn).toBe('A100000010');
  });

  it("refuses the other party's ID on the legal-representative tab", async () => {
    expect(await errorsOf(schema, { idn: 'A100000010', otherIdn: 'a100000010', party: 'I' })).toEqual([
      '被保險人身分證字號不可與法定代理人相同，請確認!',
    ]);
    expect(await errorsOf(schema, { idn: 'A100000010', otherIdn: 'A100000010' })).toEqual([
      '要保人身分證字號不可與法定代理人相同，請確認!',
    ]);
    expect(await errorsOf(schema, { idn: 'A100000010', otherIdn: 'A200000021', party: 'O' })).toEqual([]);
  });
});
