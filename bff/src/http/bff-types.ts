import type { components, paths } from '@agent-portal/contracts/generated/bff';

/** Types of the BFF's own routes, read from contracts/openapi/bff.yaml (generated): no hand-written answer types. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

/** The verbs bff.yaml uses. */
export type Verb = 'get' | 'post' | 'put' | 'delete';

/** Every path of bff.yaml that has an operation for `M`. */
export type BffPath<M extends Verb> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];
type Operation<M extends Verb, P extends BffPath<M>> = NonNullable<paths[P][M]>;

/** A request body read as bytes (`application/octet-stream`), capped; nothing has parsed it. */
export interface RawBody {
  read(maxBytes: number): Promise<Buffer>;
}

/** The body of an operation (as openapi-typescript writes one): its JSON, a raw body for octet-stream, or never. */
export type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : O extends { requestBody?: { content: { 'application/octet-stream': unknown } } }
    ? RawBody
    : never;
/** The query of an operation (an empty object when it takes none). */
export type QueryOf<O> = O extends { parameters: { query?: infer Q extends object } }
  ? Q
  : Record<string, never>;
/** The path parameters of an operation. */
export type ParamsOf<O> = O extends { parameters: { path: infer X extends object } }
  ? X
  : Record<string, never>;

/** The body of a route: its JSON, a raw body for `application/octet-stream`, never when it takes none. */
export type BffBody<M extends Verb, P extends BffPath<M>> = BodyOf<Operation<M, P>>;
/** The query of a route (an empty object when it takes none). */
export type BffQuery<M extends Verb, P extends BffPath<M>> = QueryOf<Operation<M, P>>;
/** The path parameters of a route. */
export type BffParams<M extends Verb, P extends BffPath<M>> = ParamsOf<Operation<M, P>>;

/** Bytes the BFF holds, sent with their content type (one of those bff.yaml gives for the answer). */
export interface FileAnswer {
  type: string;
  bytes: Buffer;
  /** Extra answer headers (Content-Disposition, X-Content-SHA256…). */
  headers?: Record<string, string>;
}

/** An answer streamed from the core (http-proxy-middleware): the legacy path, and the BFF's own headers. */
export interface StreamFrom {
  stream: string;
  /** Over the core's headers (e.g. the spec's file name). */
  headers?: Record<string, string>;
  /** Under the core's: used only when the core sends none. */
  fallbackHeaders?: Record<string, string>;
  /** Keep the core's cookies out of the browser session (a public document). */
  stateless?: boolean;
}

type JsonOf<R> = R extends { content: { 'application/json': infer A } } ? A : never;
type BinaryOf<R> = R extends { content: unknown } ? FileAnswer | StreamFrom : never;

/**
 * The success answer of an operation: the JSON of its 200 (or 201), nothing for a 204, a `FileAnswer` or `StreamFrom`
 * when bff.yaml answers bytes (its content types, e.g. `application/pdf`).
 */
export type AnswerOf<O> = O extends { responses: infer S }
  ? S extends { 200: infer R }
    ? R extends { content: { 'application/json': unknown } }
      ? JsonOf<R>
      : BinaryOf<R>
    : S extends { 201: infer R }
      ? JsonOf<R>
      : S extends { 204: unknown }
        ? void
        : never
  : never;
/** The success answer of a route (see AnswerOf). */
export type BffAnswer<M extends Verb, P extends BffPath<M>> = AnswerOf<Operation<M, P>>;

type KeysOf<S> = S extends unknown ? keyof S : never;
type ValueAt<S, K> = S extends unknown ? (K extends keyof S ? S[K] : never) : never;

/**
 * The keys of `A` (an answer a handler returns) that its bff.yaml shape `S` lacks, at any depth, as a union (never
 * when there are none). TypeScript checks no excess property of a returned object literal, and answers are built
 * field by field: this check is how a field bff.yaml lacks fails to compile.
 */
export type ExtraKeys<A, S> = A extends Buffer
  ? never
  : A extends readonly (infer E)[]
    ? ExtraKeys<E, NonNullable<Extract<S, readonly unknown[]>[number]>>
    : A extends object
      ? { [K in keyof A]-?: K extends KeysOf<S> ? ExtraKeys<A[K], NonNullable<ValueAt<S, K>>> : K }[keyof A]
      : never;
