import type { paths } from '@agent-portal/contracts/generated/legacy';

/**
 * Types of a legacy call, read from contracts/openapi/legacy.yaml (generated `paths`): a path the document lacks, a
 * method it does not list, or a query or body of another shape does not compile.
 */
export type LegacyMethod = 'get' | 'post' | 'put' | 'delete';

/** The paths that have an operation for `M`. */
export type LegacyPath<M extends LegacyMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

export type LegacyOperation<M extends LegacyMethod, P extends LegacyPath<M>> = NonNullable<paths[P][M]>;

type ParametersOf<O> = O extends { parameters: infer X } ? X : never;
type Content<O> = O extends { requestBody?: { content: infer C } } ? C : never;

type QueryOf<O> = ParametersOf<O> extends { query?: infer Q } ? NonNullable<Q> : never;
type QueryOption<O> = [QueryOf<O>] extends [never]
  ? { query?: never }
  : ParametersOf<O> extends { query: object }
    ? { query: QueryOf<O> }
    : { query?: QueryOf<O> };

type PathOf<O> = ParametersOf<O> extends { path?: infer X } ? NonNullable<X> : never;
type PathOption<O> = [PathOf<O>] extends [never] ? { path?: never } : { path: PathOf<O> };

type BodyOption<O> =
  Content<O> extends { 'application/json': infer B }
    ? { json: B; form?: never }
    : Content<O> extends { 'application/x-www-form-urlencoded': infer B }
      ? { form: B; json?: never }
      : { json?: never; form?: never };

type Responses<O> = O extends { responses: infer R } ? R : never;

/** The JSON body a status answers with (undefined for an empty or plain-text answer). */
type JsonAt<O, S> = S extends keyof Responses<O>
  ? Responses<O>[S] extends { content: { 'application/json': infer J } }
    ? J
    : undefined
  : unknown;

/** Statuses the operation documents besides 200 (e.g. the login's 401 and 516-519). */
export type DocumentedStatus<O> = Extract<Exclude<keyof Responses<O>, 200 | 'default'>, number>;

export interface CallOptionsBase<S extends number> {
  timeoutMs?: number;
  /** Statuses handed back as results instead of becoming errors (e.g. the login's 401 and 516-519). */
  acceptStatuses?: readonly S[];
}

export type LegacyCallOptions<O, S extends number> = QueryOption<O> &
  PathOption<O> &
  BodyOption<O> &
  CallOptionsBase<S>;

/**
 * A legacy answer, one member per status it may have: `body` is the parsed JSON the document gives for that status
 * (undefined when the core sent an empty or non-JSON body: "empty body means OK" answers), `text` the raw text.
 */
export type LegacyAnswer<O, S extends number> = {
  [K in 200 | S]: { status: K; body: JsonAt<O, K> | undefined; text: string };
}[200 | S];

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** The options argument is optional when nothing in it is required. */
export type OptionsArg<O, S extends number> =
  RequiredKeys<LegacyCallOptions<O, S>> extends never
    ? [options?: LegacyCallOptions<O, S>]
    : [options: LegacyCallOptions<O, S>];
