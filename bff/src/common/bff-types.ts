import type { components, paths } from '@agent-portal/contracts/generated/bff';

/** Types of the BFF's own routes, read from contracts/openapi/bff.yaml (generated): no hand-written answer types. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

type Method = 'get' | 'post';
export type BffPath<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];
type Operation<M extends Method, P extends BffPath<M>> = NonNullable<paths[P][M]>;

/** The JSON body of a route (never when it takes none). */
export type BffBody<M extends Method, P extends BffPath<M>> =
  Operation<M, P> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The query of a route (an empty object when it takes none). */
export type BffQuery<M extends Method, P extends BffPath<M>> =
  Operation<M, P> extends { parameters: { query?: infer Q extends object } } ? Q : Record<string, never>;

/** The path parameters of a route. */
export type BffParams<M extends Method, P extends BffPath<M>> =
  Operation<M, P> extends { parameters: { path: infer X extends object } } ? X : Record<string, never>;

/** The 200 JSON answer of a route. */
export type BffAnswer<M extends Method, P extends BffPath<M>> =
  Operation<M, P> extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;
