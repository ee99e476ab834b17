import { AppError } from '../common/app-error';
import { loadContract } from '../docs/openapi';
import type { AnswerWatch } from '../legacy/legacy-client';
import {
  checkAnswer,
  compileContractRules,
  REFUSING_KINDS,
  type OperationRule,
  type ViolationKind,
} from './contract-rules';

/** A violation of one operation and kind is logged at most this often (every one is counted). */
export const LOG_EVERY_MS = 60_000;
/** Pointers a log line lists at most (a list of 96 rows missing one field is one line, not 96 pointers). */
const POINTERS_LOGGED = 10;

let compiled: Map<string, OperationRule> | undefined;

/**
 * legacy.yaml's answer rules, once per process: the first app builds them, every later one reuses them. `eager`
 * (production) compiles every validator at start-up, off the request path.
 */
export function legacyContractRules(eager: boolean): Map<string, OperationRule> {
  compiled ??= compileContractRules(loadContract('legacy.yaml', process.env.LEGACY_OPENAPI), { eager });
  return compiled;
}

/**
 * The contract watch (issue 42): every answer is checked against its legacy.yaml response. Each kind of violation
 * of an answer is counted once (`count`), and logged once per operation and kind per minute with the request id
 * and the JSON pointers, never a value. Where the BFF would have to guess (a field missing or of another type, a
 * value outside its enum, an empty body or `erorrMsg` the operation does not document) the call fails with 502
 * CORE_CONTRACT; an extra field is dropped; an undocumented content type or error status is only reported, an
 * undocumented success status (its body unchecked) fails too.
 */
export function contractWatch(
  rules: ReadonlyMap<string, OperationRule>,
  count: (operation: string, kind: ViolationKind) => void,
  now: () => number = Date.now,
): AnswerWatch {
  const lastLogged = new Map<string, number>();
  return (scope, answer) => {
    const rule = rules.get(`${answer.method} ${answer.path}`);
    const { parsed } = answer;
    if (!rule) return parsed !== null && typeof parsed === 'object' ? parsed : undefined;
    const { body, findings } = checkAnswer(rule, answer.status, answer.contentType, answer.text, parsed);
    if (findings.length === 0) return body;
    const byKind = new Map<ViolationKind, Set<string>>();
    for (const f of findings) {
      const pointers = byKind.get(f.kind) ?? new Set<string>();
      byKind.set(f.kind, pointers.add(f.pointer));
    }
    const at = now();
    for (const [kind, pointers] of byKind) {
      count(rule.operation, kind);
      const key = `${rule.operation} ${kind}`;
      if (at - (lastLogged.get(key) ?? -Infinity) < LOG_EVERY_MS) continue;
      lastLogged.set(key, at);
      const { method, path, status } = answer;
      const contract = { operation: rule.operation, method, path, status, kind, requestId: scope.requestId };
      scope.log.warn(
        { contract: { ...contract, pointers: [...pointers].slice(0, POINTERS_LOGGED) } },
        'core answer departs from legacy.yaml',
      );
    }
    // A success status the operation does not document brings a body nothing checked: the BFF would guess.
    const unreadSuccess = answer.status >= 200 && answer.status < 300 && byKind.has('status');
    if (unreadSuccess || findings.some((f) => REFUSING_KINDS.has(f.kind)))
      throw new AppError(502, 'CORE_CONTRACT');
    return body;
  };
}
