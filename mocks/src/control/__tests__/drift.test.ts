import request from 'supertest';
import { createMockApp } from '../../server';

/** Issue 42: POST /__mock/drift makes the core's answers drift from legacy.yaml on purpose. */
const app = createMockApp({ control: true, validateRequests: true });

beforeEach(() => request(app).post('/__mock/reset').expect(204));

const drift = (...entries: object[]) => request(app).post('/__mock/drift').send(entries).expect(201);
const version = () => request(app).get('/public/getVer').expect(200);

describe('POST /__mock/drift', () => {
  it('answers as ever without a drift', async () => {
    const res = await version();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ version: expect.any(String) });
  });

  it('drop-field: the field named by the pointer is gone, other operations untouched', async () => {
    await drift({ method: 'GET', path: '/public/getVer', mutation: 'drop-field', pointer: '/version' });
    expect((await version()).body).toEqual({});
    expect((await request(app).get('/public/parmd/phoneSwitch').expect(200)).body).toEqual({
      parameterValue: expect.any(String),
    });
  });

  it('change-type: a string becomes a number, anything else a string, or the value given; `""` the body', async () => {
    await drift({ method: 'GET', path: '/public/getVer', mutation: 'change-type', pointer: '/version' });
    expect((await version()).body).toEqual({ version: 42 });
    await request(app).delete('/__mock/drift').expect(204);
    await drift({
      method: 'get',
      path: '/public/getVer',
      mutation: 'change-type',
      pointer: '/version',
      value: [1],
    });
    expect((await version()).body).toEqual({ version: [1] });
    await request(app).delete('/__mock/drift').expect(204);
    await drift({ method: 'GET', path: '/public/parmd/{type}', mutation: 'change-type', pointer: '' });
    const whole = await request(app).get('/public/parmd/SYS').expect(200);
    expect(typeof whole.body).toBe('string');
  });

  it('rename-field: the value under the new name', async () => {
    const { version: original } = (await version()).body as { version: string };
    await drift({
      method: 'GET',
      path: '/public/getVer',
      mutation: 'rename-field',
      pointer: '/version',
      to: 'ver',
    });
    expect((await version()).body).toEqual({ ver: original });
  });

  it('add-field: on every row with `*`, a path template matching the request path', async () => {
    await drift({
      method: 'GET',
      path: '/public/parmd/{type}',
      mutation: 'add-field',
      pointer: '/*/driftNote',
      value: 'added',
    });
    const rows = (await request(app).get('/public/parmd/SYS').expect(200)).body as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row).toMatchObject({ parameterType: 'SYS', driftNote: 'added' });
  });

  it('erorrMsg: the answer is the core misspelling its error field', async () => {
    await drift({ method: 'GET', path: '/public/getVer', mutation: 'erorrMsg', message: '查無資料' });
    const res = await version();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ erorrMsg: '查無資料' });
  });

  it('empty-body: HTTP 200 with nothing', async () => {
    await drift({ method: 'GET', path: '/public/getVer', mutation: 'empty-body' });
    const res = await version();
    expect(res.text).toBe('');
    expect(res.headers['content-length']).toBe('0');
  });

  it('html-error: an HTML error page with HTTP 200', async () => {
    await drift({ method: 'GET', path: '/public/getVer', mutation: 'html-error' });
    const res = await version();
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toMatch(/^<!DOCTYPE html>/);
  });

  it('wrong-content-type: the same JSON under another type', async () => {
    await drift({ method: 'GET', path: '/public/getVer', mutation: 'wrong-content-type' });
    const res = await version();
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(JSON.parse(res.text)).toEqual({ version: expect.any(String) });
  });

  it('leaves error answers and other methods as they are', async () => {
    await drift({ method: 'POST', path: '/public/getVer', mutation: 'empty-body' });
    expect((await version()).body).toEqual({ version: expect.any(String) });
    await drift({ method: 'GET', path: '/public/adm/com/singleParmd', mutation: 'empty-body' });
    const refused = await request(app).get('/public/adm/com/singleParmd').expect(400);
    expect(refused.body).toEqual({ message: expect.any(String) });
  });

  it('lists the drifts; DELETE and the reset clear them', async () => {
    await drift({ method: 'GET', path: '/public/getVer', mutation: 'empty-body' });
    const listed = await request(app).get('/__mock/drift').expect(200);
    expect(listed.body).toEqual([{ method: 'GET', path: '/public/getVer', mutation: 'empty-body' }]);
    await request(app).delete('/__mock/drift').expect(204);
    expect((await version()).body).toEqual({ version: expect.any(String) });
    await drift({ method: 'GET', path: '/public/getVer', mutation: 'empty-body' });
    await request(app).post('/__mock/reset').expect(204);
    expect((await request(app).get('/__mock/drift').expect(200)).body).toEqual([]);
    expect((await version()).body).toEqual({ version: expect.any(String) });
  });

  it.each([
    [{ method: 'PATCH', path: '/x', mutation: 'empty-body' }, /method/],
    [{ method: 'GET', path: 'x', mutation: 'empty-body' }, /path/],
    [{ method: 'GET', path: '/x', mutation: 'shuffle' }, /mutation must be one of/],
    [{ method: 'GET', path: '/x', mutation: 'drop-field' }, /JSON pointer/],
    [{ method: 'GET', path: '/x', mutation: 'rename-field', pointer: '/a' }, /needs to/],
  ])('refuses %j with 400', async (entry, message) => {
    const res = await request(app).post('/__mock/drift').send([entry]).expect(400);
    expect(res.body.message).toMatch(message);
    expect((await request(app).get('/__mock/drift').expect(200)).body).toEqual([]);
  });
});
