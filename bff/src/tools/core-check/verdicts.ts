import { checkAnswer, type Finding, type OperationRule } from '../../http/contract-rules';
import { legacyContractRules } from '../../http/contract-watch';
import type { WatchedAnswer } from '../../legacy/legacy-client';

export type Verdict = 'conforms' | 'deviates' | 'not-reached';
/** What the answers of an x-assumed operation said of the assumption; `untested` when none was a success. */
export type Assumption = 'confirmed' | 'refuted' | 'untested';

/**
 * The quirks the specs name (issue 42 item 5), as seen on an operation: the misspelt `erorrMsg`, an empty body
 * meaning OK, the errorCode 449 notice and the account states 516-519 (as the HTTP status or a 200 body's errorCode).
 */
export type Quirk = 'erorrMsg' | 'empty-body-ok' | '449' | '516' | '517' | '518' | '519';

/** One operation of legacy.yaml as core:check saw it: shapes, pointers and statuses only, never a value. */
export interface OperationResult {
  method: string;
  path: string;
  operationId: string;
  assumed: boolean;
  verdict: Verdict;
  findings: Finding[];
  quirks: Quirk[];
  /** The statuses the core answered (each once). */
  statuses: number[];
  /** not-reached: why. */
  why?: string;
  /** x-assumed operations only. */
  assumption?: Assumption;
}

const METHODS = ['get', 'post', 'put', 'delete'];
const CODED_QUIRKS = new Set([449, 516, 517, 518, 519]);

/** The quirks one answer shows. */
export function quirksOf(answer: WatchedAnswer, emptyOk: boolean): Quirk[] {
  const quirks: Quirk[] = [];
  const body = answer.parsed !== null && typeof answer.parsed === 'object' ? answer.parsed : undefined;
  if (body && !Array.isArray(body) && 'erorrMsg' in body) quirks.push('erorrMsg');
  if (answer.status >= 200 && answer.status < 300 && answer.text.trim() === '' && emptyOk)
    quirks.push('empty-body-ok');
  const errorCode = (body as { errorCode?: unknown } | undefined)?.errorCode;
  for (const code of [answer.status, errorCode])
    if (typeof code === 'number' && CODED_QUIRKS.has(code)) quirks.push(String(code) as Quirk);
  return [...new Set(quirks)];
}

interface Seen {
  findings: Finding[];
  quirks: Set<Quirk>;
  statuses: Set<number>;
  success: boolean;
}

/**
 * The verdicts of one run: every answer checked with the compiled schemas of the BFF's contract watch
 * (http/contract-rules.ts), kept per operation (`METHOD /template`) as findings, quirks and statuses.
 */
export class Verdicts {
  private readonly rules: Map<string, OperationRule>;
  private readonly seen = new Map<string, Seen>();
  private readonly unreached = new Map<string, string>();

  /** `document`: legacy.yaml as loaded (its operations, in order); its rules are the BFF's, compiled once. */
  constructor(private readonly document: Record<string, unknown>) {
    this.rules = legacyContractRules(false);
  }

  /** Checks an answer of the operation `METHOD /template` and keeps what departed. */
  record(answer: WatchedAnswer): Finding[] {
    const key = `${answer.method} ${answer.path}`;
    const rule = this.rules.get(key);
    if (!rule) throw new Error(`core:check called ${key}, which legacy.yaml does not document`);
    const { findings } = checkAnswer(rule, answer.status, answer.contentType, answer.text, answer.parsed);
    const response = rule.responses.get(String(answer.status)) ?? rule.responses.get('default');
    const seen = this.seen.get(key) ?? {
      findings: [],
      quirks: new Set(),
      statuses: new Set(),
      success: false,
    };
    for (const f of findings)
      if (!seen.findings.some((s) => s.pointer === f.pointer && s.kind === f.kind)) seen.findings.push(f);
    for (const q of quirksOf(answer, response?.emptyOk ?? false)) seen.quirks.add(q);
    seen.statuses.add(answer.status);
    if (answer.status >= 200 && answer.status < 300) seen.success = true;
    this.seen.set(key, seen);
    return findings;
  }

  /** An operation not called, and why (the first reason given stands). */
  notReached(key: string, why: string): void {
    if (!this.unreached.has(key)) this.unreached.set(key, why);
  }

  /** Every operation of legacy.yaml, in its order; `why` names the reason of one neither called nor explained. */
  results(why: (key: string, operation: Record<string, unknown>) => string): OperationResult[] {
    const out: OperationResult[] = [];
    for (const [path, item] of Object.entries(
      (this.document.paths ?? {}) as Record<string, Record<string, unknown>>,
    ))
      for (const m of METHODS) {
        const op = item[m] as Record<string, unknown> | undefined;
        if (!op) continue;
        const method = m.toUpperCase();
        const key = `${method} ${path}`;
        const assumed = Boolean(op['x-assumed']);
        const seen = this.seen.get(key);
        const base = { method, path, operationId: String(op.operationId ?? key), assumed };
        if (!seen) {
          const reason = this.unreached.get(key) ?? why(key, op);
          out.push({
            ...base,
            verdict: 'not-reached',
            findings: [],
            quirks: [],
            statuses: [],
            why: reason,
            ...(assumed ? { assumption: 'untested' as const } : {}),
          });
          continue;
        }
        const verdict: Verdict = seen.findings.length > 0 ? 'deviates' : 'conforms';
        const assumption: Assumption =
          verdict === 'deviates' ? 'refuted' : seen.success ? 'confirmed' : 'untested';
        out.push({
          ...base,
          verdict,
          findings: seen.findings,
          quirks: [...seen.quirks],
          statuses: [...seen.statuses].sort(),
          ...(assumed ? { assumption } : {}),
        });
      }
    return out;
  }
}
