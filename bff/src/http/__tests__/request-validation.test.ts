import express, { type ErrorRequestHandler } from 'express';
import supertest from 'supertest';
import { AppError } from '../../common/app-error';
import { loadBffDocument } from '../../docs/openapi';
import { requestValidation } from '../request-validation';

const document = {
  paths: {
    '/api/things': {
      get: { parameters: [{ in: 'query', name: 'kind', schema: { type: 'string', enum: ['a', 'b'] } }] },
      post: {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
        },
      },
    },
    '/api/things/{code}/parts': {
      get: { parameters: [{ in: 'path', name: 'code', required: true, schema: { pattern: '^[A-Z]{2}$' } }] },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        properties: { name: { type: 'string' }, note: { type: 'string', nullable: true } },
      },
    },
  },
};

const app = express();
app.use(express.json());
app.use(requestValidation(document));
app.use((_req, res) => {
  res.json({});
});
const answerError: ErrorRequestHandler = (err: AppError, _req, res, _next) => {
  if (err.headers) res.set(err.headers);
  res.status(err.status).json({ code: err.code, details: err.details });
};
app.use(answerError);
const http = () => supertest(app);

describe('request validation compiled from the document', () => {
  it('passes a valid request', async () => {
    expect((await http().get('/api/things?kind=a')).status).toBe(200);
    expect((await http().get('/api/things/AB/parts/')).status).toBe(200);
    const body = await http().post('/api/things').send({ name: 'x', note: null });
    expect(body.status).toBe(200);
  });

  it('refuses unknown, empty and invalid query parameters, and bad path parameters', async () => {
    const unknown = await http().get('/api/things?kind=a&extra=1');
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual(["/query/extra Unknown query parameter 'extra'"]);
    expect((await http().get('/api/things?kind=')).status).toBe(400);
    expect((await http().get('/api/things?kind=c')).status).toBe(400);
    expect((await http().get('/api/things?kind=a&kind=b')).status).toBe(400);
    expect((await http().get('/api/things/abc/parts')).status).toBe(400);
    expect((await http().get('/api/things/%E0%A4%A/parts')).status).toBe(400);
  });

  it('refuses a body that breaks the schema, is missing or is not JSON', async () => {
    const extra = await http().post('/api/things').send({ name: 'x', extra: 1 });
    expect(extra.status).toBe(400);
    expect(extra.body.details).toEqual(['/body/extra must NOT have additional properties']);
    expect((await http().post('/api/things').send({ name: 1 })).status).toBe(400);
    expect((await http().post('/api/things').set('Content-Type', 'application/json')).status).toBe(400);
    expect((await http().post('/api/things').set('Content-Type', 'text/plain').send('name=x')).status).toBe(
      415,
    );
    expect((await http().post('/api/things')).status).toBe(415);
  });

  it('answers 404 for a path and 405 (with Allow) for a method the document lacks; /API is not /api', async () => {
    expect((await http().get('/api/nothing')).body.code).toBe('NOT_FOUND');
    expect((await http().get('/api/things/AB')).status).toBe(404);
    const put = await http().put('/api/things').send({});
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, POST');
    expect((await http().get('/API/things/abc/parts')).status).toBe(404);
  });

  it('leaves the API docs and anything outside /api alone', async () => {
    expect((await http().get('/api/docs/x?any=1')).status).toBe(200);
    expect((await http().get('/index.html?any=1')).status).toBe(200);
  });
});

describe('the answers checked against bff.yaml (tests: responses on)', () => {
  const validation = requestValidation(loadBffDocument() as Record<string, unknown>, { responses: true });

  it('compiles each operation’s success answer: JSON with its schema, 204 empty, bytes binary', () => {
    const workTime = validation.operation('get', '/api/common/work-time')?.answer;
    expect(workTime).toMatchObject({ kind: 'json', status: 200 });
    expect(workTime?.validate?.({ inWorkTime: true })).toBeNull();
    expect(workTime?.validate?.({ inWorkTime: 'yes' })).toMatch(/boolean/);
    expect(workTime?.validate?.({})).toMatch(/inWorkTime/);
    // A $ref into the components resolves.
    const removed = validation.operation('delete', '/api/proposals/{transCode}')?.answer;
    expect(removed?.validate?.({ message: '已刪除' })).toBeNull();
    expect(removed?.validate?.({ text: '已刪除' })).toMatch(/message/);
    expect(validation.operation('post', '/api/auth/logout')?.answer).toEqual({ kind: 'empty', status: 204 });
    expect(validation.operation('get', '/api/forms/{formCode}/download')?.answer).toEqual({
      kind: 'binary',
      status: 200,
    });
    expect(validation.operation('post', '/api/proposals/{transCode}/files')).toMatchObject({
      raw: true,
      answer: { kind: 'json', status: 201 },
    });
  });

  it('knows no operation bff.yaml lacks', () => {
    expect(validation.operation('put', '/api/proposals/{transCode}')).toBeUndefined();
    expect(validation.operation('get', '/api/no/such/path')).toBeUndefined();
  });
});
