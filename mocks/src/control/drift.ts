import { Router } from 'express';
import {
  DRIFT_METHODS,
  DRIFT_MUTATIONS,
  FIELD_MUTATIONS,
  type Drift,
  type DriftMutation,
} from '../middleware/drift';
import { state } from '../state';
import { route } from './contract';

const isMethod = (m: string): m is Drift['method'] => (DRIFT_METHODS as readonly string[]).includes(m);

/** One entry of POST /__mock/drift as a drift, or the reason it is not one. */
function driftOf(entry: unknown): Drift | string {
  if (!entry || typeof entry !== 'object') return 'each entry is an object {method, path, mutation}';
  const e = entry as Record<string, unknown>;
  const method = typeof e.method === 'string' ? e.method.toUpperCase() : '';
  if (!isMethod(method)) return `method must be one of ${DRIFT_METHODS.join(', ')}`;
  if (typeof e.path !== 'string' || !e.path.startsWith('/')) return 'path must start with /';
  if (!DRIFT_MUTATIONS.includes(e.mutation as DriftMutation))
    return `mutation must be one of ${DRIFT_MUTATIONS.join(', ')}`;
  const mutation = e.mutation as DriftMutation;
  const pointer = typeof e.pointer === 'string' ? e.pointer : undefined;
  const whole = mutation === 'change-type' && pointer === '';
  if (FIELD_MUTATIONS.has(mutation) && !whole && !pointer?.startsWith('/'))
    return `${mutation} names its field by a JSON pointer (pointer: "/transCode")`;
  if (mutation === 'rename-field' && (typeof e.to !== 'string' || e.to === ''))
    return 'rename-field needs to';
  return {
    method,
    path: e.path,
    mutation,
    pointer,
    to: typeof e.to === 'string' ? e.to : undefined,
    value: e.value,
    message: typeof e.message === 'string' ? e.message : undefined,
  };
}

/**
 * Issue 42: the core drifts from legacy.yaml on purpose. POST takes a list of `{method, path, mutation}` (and
 * `pointer`, `to`, `value`, `message` as the mutation needs) and adds them, 201 with every drift; GET lists them;
 * DELETE (and the reset) clears them.
 */
export const driftControl = Router();

route(driftControl, 'get', '/__mock/drift', (_req, res) => res.json(state.drifts));

route(driftControl, 'post', '/__mock/drift', (req, res) => {
  const entries: unknown[] = Array.isArray(req.body) ? req.body : [req.body];
  const drifts = entries.map(driftOf);
  const refused = drifts.find((d): d is string => typeof d === 'string');
  if (refused !== undefined || drifts.length === 0)
    return res.status(400).json({ message: refused ?? 'a list of drifts is required' });
  state.drifts.push(...(drifts as Drift[]));
  res.status(201).json(state.drifts);
});

route(driftControl, 'delete', '/__mock/drift', (_req, res) => {
  state.drifts = [];
  res.status(204).end();
});
