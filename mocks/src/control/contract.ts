import type { paths } from '@agent-portal/contracts/generated/mock-control';
import type { Request, Response, Router } from 'express';

/**
 * The control API's handlers typed from contracts/openapi/mock-control.yaml: a route is registered by its path in
 * the document (`/__mock/faults`, `/__mock/users/{userCode}`), so a route the document lacks does not compile,
 * and each handler's answers are the document's bodies for that operation.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ControlPath = keyof paths;
export type MethodOf<P extends ControlPath> = {
  [M in Method]: [NonNullable<paths[P][M]>] extends [never] ? never : M;
}[Method];
type Operation<P extends ControlPath, M extends MethodOf<P>> = NonNullable<paths[P][M]>;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Responses<P extends ControlPath, M extends MethodOf<P>> =
  Operation<P, M> extends { responses: infer R } ? R : never;

/** Every JSON body the operation may answer (its success and its refusals). */
export type AnswerOf<P extends ControlPath, M extends MethodOf<P>> = JsonOf<
  Responses<P, M>[keyof Responses<P, M>]
>;
/** The body the operation documents; handlers still check what arrives (req.body is unknown until they do). */
export type BodyOf<P extends ControlPath, M extends MethodOf<P>> =
  Operation<P, M> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;

export type ControlHandler<P extends ControlPath, M extends MethodOf<P>> = (
  req: Request<Record<string, string>, AnswerOf<P, M>, unknown>,
  res: Response<AnswerOf<P, M>>,
) => void;

/** `/__mock/users/{userCode}` → `/users/:userCode` (the control router is mounted at /__mock). */
export const routePath = (path: string): string => path.replace(/^\/__mock/, '').replace(/\{(\w+)\}/g, ':$1');

export function route<P extends ControlPath, M extends MethodOf<P>>(
  router: Router,
  method: M,
  path: P,
  handler: ControlHandler<P, M>,
): void {
  (router[method] as (path: string, handler: unknown) => void).call(router, routePath(path), handler);
}
