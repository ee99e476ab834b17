import { completenessMessages as cm } from '@agent-portal/contracts/messages';
import { ValidationError } from 'yup';
import type { Schema } from '../../../http/bff-types';

export type CompletenessLine = Schema<'CompletenessLine'>;
export type Completeness = Schema<'Completeness'>;

/** The schema fields that stand for uploads (n4's AG files, n5's slot B): listed apart with the schema's message. */
const UPLOAD_FIELDS = new Set(['agFileCount', 'internalFormCount', 'pendingFiles']);

/** A step of the case as the verdict sees it: its code and title, and what its stored data lacks. */
export interface StepFinding {
  code: string;
  title: string;
  /** The schema's refusals of the stored values, by path (the upload facts among them). */
  unmet: { path: string; message: string }[];
  /** What else stops it (nothing stored yet, not submitted, not agreed). */
  notes?: string[];
}

/** The fields a step's stored values lack under its own contracts schema ([]: valid). */
export interface StepSchema {
  validate(
    value: unknown,
    options: { abortEarly: boolean; context: Record<string, unknown> },
  ): Promise<unknown>;
}

export async function unmetFields(
  schema: StepSchema,
  values: unknown,
  context: Record<string, unknown> = {},
): Promise<{ path: string; message: string }[]> {
  try {
    await schema.validate(values, { abortEarly: false, context });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = error.inner.length > 0 ? error.inner : [error];
    return [...new Map(errors.map((e) => [e.path ?? '', e.message]))].map(([path, message]) => ({
      path,
      message,
    }));
  }
}

/**
 * One step's lines: each unmet field by its label (`labelOf`, when the step names its fields) with its message and
 * its path (the panel's link focuses it, issue 41 item 2), each missing upload apart, then its notes.
 */
export function stepLines(
  { code, title, unmet, notes = [] }: StepFinding,
  labelOf: (path: string) => string | undefined = () => undefined,
): CompletenessLine[] {
  const uploads = unmet.filter((f) => UPLOAD_FIELDS.has(f.path));
  const fields = unmet.filter((f) => !UPLOAD_FIELDS.has(f.path));
  return [
    ...fields.map(({ path, message }) => {
      const label = labelOf(path);
      return {
        code,
        kind: 'fields' as const,
        text: label ? `${title}・${label}：${message}` : `${title}：${message}`,
        field: path,
        ...(label ? { label } : {}),
      };
    }),
    ...uploads.map((f) => ({ code, kind: 'upload' as const, text: `${title}：${f.message}` })),
    ...notes.map((n) => ({ code, kind: 'step' as const, text: `${title}：${n}` })),
  ];
}

/** The AML step's state as the core reports it (proposal-ready data). */
export interface AmlFacts {
  riskDone: boolean;
  eddNeeded: boolean;
  eddDone: boolean;
  /** The core accepted agentFilesFinish for the answers it holds. */
  finished: boolean;
}

export function amlLines(code: string, aml: AmlFacts): CompletenessLine[] {
  const pending: string[] = [
    ...(aml.riskDone ? [] : [cm.AML_RISK_PENDING]),
    ...(aml.eddNeeded && !aml.eddDone ? [cm.AML_EDD_PENDING] : []),
  ];
  if (pending.length === 0 && !aml.finished) pending.push(cm.AML_NOT_FINISHED);
  return pending.map((p) => ({ code, kind: 'aml' as const, text: `${cm.AML}：${p}` }));
}

/** Each signer with blocks still unsigned. */
export function signatureLines(
  code: string,
  signers: { label: string; name: string; total: number; signed: number }[],
): CompletenessLine[] {
  return signers
    .filter((s) => s.signed < s.total)
    .map((s) => ({
      code,
      kind: 'signature' as const,
      text: `${s.label} ${s.name}：${cm.SIGNATURES_PENDING(s.total - s.signed)}`,
    }));
}

/**
 * The verdict: complete (the case may jump), unsigned (only the customers' signatures are missing: a visiting
 * agent may jump with a declaration), incomplete (the jump is refused).
 */
export function verdictOf(transCode: string, lines: CompletenessLine[]): Completeness {
  const unsigned = lines.filter((l) => l.kind === 'signature').length;
  const verdict = lines.length === 0 ? 'complete' : unsigned === lines.length ? 'unsigned' : 'incomplete';
  return { transCode, verdict, pending: lines.length, lines };
}

/** A step whose data could not be read counts as not complete (fail closed). */
export const unreadable = (code: string, title: string): CompletenessLine[] => [
  { code, kind: 'step', text: `${title}：${cm.CHECK_FAILED}` },
];
