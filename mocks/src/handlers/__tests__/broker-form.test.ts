import { loginFully } from '../../__tests__/helpers/login';
import { allRows, rowWith } from '../../__tests__/helpers/proposals';
import { mockUnderContract } from '../../__tests__/helpers/setup';

jest.setTimeout(30_000);
const { client } = mockUnderContract();

describe('broker form (/ins/common/brokerForm)', () => {
  it('is blank, saves in N/S/O, refuses a bad form and another state', async () => {
    const c = client();
    await loginFully(c, 'AG00001');
    const rows = await allRows(c);
    const draft = rowWith(rows, { polState: 'N', polInsureType: 'M' });
    expect((await c.get(`/ins/common/brokerForm?transCode=${draft.transCode}`)).body).toMatchObject({
      recommendReason: '',
      explainedYn: 'N',
      savedAt: null,
      status: null,
    });
    const form = { transCode: draft.transCode, recommendReason: '保障需求相符', explainedYn: 'Y' };
    expect((await c.post('/ins/common/brokerForm', form)).body).toEqual({ status: 'S', message: '儲存成功' });
    expect((await c.get(`/ins/common/brokerForm?transCode=${draft.transCode}`)).body).toMatchObject({
      recommendReason: '保障需求相符',
      explainedYn: 'Y',
    });
    expect((await c.post('/ins/common/brokerForm', { ...form, explainedYn: 'N' })).body.status).toBe('E');
    // A temporary save (T) keeps what was typed, unvalidated; a later final save (S) replaces it.
    const half = { transCode: draft.transCode, recommendReason: '', explainedYn: 'N', saveType: 'T' };
    expect((await c.post('/ins/common/brokerForm', half)).body).toEqual({ status: 'S', message: '暫存成功' });
    expect((await c.get(`/ins/common/brokerForm?transCode=${draft.transCode}`)).body).toMatchObject({
      recommendReason: '',
      explainedYn: 'N',
      status: 'T',
    });
    const tooLong = { ...half, recommendReason: '理'.repeat(201) };
    expect((await c.post('/ins/common/brokerForm', tooLong)).body).toEqual({
      status: 'E',
      message: '經紀人建議投保理由最多200個字',
    });
    await c.post('/ins/common/brokerForm', { ...form, saveType: 'S' });
    expect((await c.get(`/ins/common/brokerForm?transCode=${draft.transCode}`)).body.status).toBe('S');
    const accepted = rowWith(rows, { polState: 'A', polInsureType: 'M' });
    expect((await c.post('/ins/common/brokerForm', { ...form, transCode: accepted.transCode })).body).toEqual(
      { status: 'E', message: '此要保書目前狀態不可執行此功能' },
    );
  });
});
