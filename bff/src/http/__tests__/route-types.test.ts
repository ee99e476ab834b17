import type { AnswerOf, BodyOf, QueryOf } from '../bff-types';
import { route, type RouteDeclaration } from '../route';

/**
 * Compile-time test (tsc runs over this file with the bff tsconfig, in `npm run typecheck` and `npm test`): a route is
 * typed from bff.yaml by its method and path, for every verb, so an answer with a field the document lacks, or a
 * read of a body or query field it lacks, does not compile. The routes are built but never served.
 */
const ok = { message: 'ok' };
const pdf = Buffer.from('%PDF');

export const typedRoutes: RouteDeclaration[] = [
  // GET: JSON answer and query, and a binary answer (bytes held, or streamed from the core).
  route('get', '/api/proposals/{transCode}/statements', async (_ctx, { params, query }) => {
    void [params.transCode, query.isPreview];
    return { items: [] } as never;
  }),
  route('get', '/api/proposals/{transCode}/files/{fileCode}', async (_ctx, { params }) => ({
    type: 'application/pdf',
    bytes: pdf,
    headers: { 'Content-Disposition': `inline; filename="${params.fileCode}"` },
  })),
  route('get', '/api/forms/{formCode}/download', async (_ctx, { params }) => ({
    stream: `/x/${params.formCode}`,
  })),
  // POST: JSON body in, JSON out; 201; 204.
  route('post', '/api/auth/role', async (_ctx, { body }) => {
    void [body.branCode, body.roleCode];
    return { ok: true } as never;
  }),
  route('post', '/api/auth/logout', async (_ctx, { query }) => void query.isWait),
  // DELETE: path and query in, JSON out.
  route('delete', '/api/proposals/{transCode}/files/{fileCode}', async (_ctx, { params, query }) => {
    void [params.fileCode, query.stepCode];
    return ok;
  }),
];

export const untypedRoutesDoNotCompile: RouteDeclaration[] = [
  // GET
  // @ts-expect-error an answer field bff.yaml lacks (ActionResult has only `message`)
  route('delete', '/api/proposals/{transCode}', async () => ({ message: 'ok', extra: 1 })),
  route('get', '/api/proposals/{transCode}/files', async (_ctx, { query }) => {
    // @ts-expect-error a query parameter bff.yaml lacks
    void query.noSuchFilter;
    return { files: [] } as never;
  }),
  // @ts-expect-error a GET whose path has no GET in bff.yaml
  route('get', '/api/proposals/start', async () => ok),
  // @ts-expect-error a JSON answer where bff.yaml answers a PDF
  route('get', '/api/forms/{formCode}/download', async () => ok),
  // POST
  route('post', '/api/auth/role', async (_ctx, { body }) => {
    // @ts-expect-error a body field bff.yaml lacks
    void body.noSuchField;
    return { ok: true } as never;
  }),
  // @ts-expect-error an answer field bff.yaml lacks
  route('post', '/api/proposals/{transCode}/resend-written', async () => ({ message: 'ok', extra: 1 })),
  // @ts-expect-error an answer where bff.yaml says 204 (no content)
  route('post', '/api/auth/logout', async () => ok),
  // DELETE
  route('delete', '/api/proposals/{transCode}', async (_ctx, { body }) => {
    // @ts-expect-error a body on an operation that takes none
    void body.transCode;
    return ok;
  }),
  // @ts-expect-error an answer field bff.yaml lacks
  route('delete', '/api/proposals/{transCode}/files/{fileCode}', async () => ({ message: 'ok', extra: 1 })),
  // PUT: bff.yaml has no PUT operation today, so no PUT route compiles.
  // @ts-expect-error a PUT bff.yaml lacks
  route('put', '/api/proposals/{transCode}', async () => ok),
];

/** PUT as openapi-typescript writes an operation: the same rules apply the day bff.yaml has one. */
interface PutOperation {
  parameters: { query?: { dryRun?: 'Y' | 'N' }; path: { transCode: string } };
  requestBody: { content: { 'application/json': { note: string } } };
  responses: { 200: { content: { 'application/json': { message: string } } } };
}
export function putOperationTypes(body: BodyOf<PutOperation>, query: QueryOf<PutOperation>) {
  const answer: AnswerOf<PutOperation> = { message: body.note };
  // @ts-expect-error a body field the operation lacks
  void body.noSuchField;
  // @ts-expect-error a query parameter the operation lacks
  void query.noSuchFilter;
  // @ts-expect-error an answer field the operation lacks
  const extra: AnswerOf<PutOperation> = { message: 'x', extra: 1 };
  return [answer, extra, query.dryRun];
}

describe('route types', () => {
  it('compiles the typed routes (the @ts-expect-error lines are checked by tsc)', () => {
    expect(typedRoutes.map((r) => `${r.method} ${r.path}`)).toContain(
      'delete /api/proposals/{transCode}/files/{fileCode}',
    );
    expect(untypedRoutesDoNotCompile.length).toBeGreaterThan(5);
    expect(typeof putOperationTypes).toBe('function');
  });
});
