import { build, type CaseType, type Proposal, type Scenario } from '../fixtures/proposals';
import { findUser } from '../fixtures/users';
import { toYmd } from '@agent-portal/contracts/rules';
import { state } from '../state';
import { completeCase } from './complete-case';
import { completeParties } from './party-records';
import { blocksOf, SEEDED_IMAGE, signingOf } from './signing';
import { todayDate } from './store';

/**
 * What POST /__mock/scenarios takes: a case in any state and sub-state of spec 2 §4, by the spec's field names,
 * plus how far its parties are filled (`stepCode`) and its signatures.
 */
export interface CaseRequest {
  userCode: string;
  polState: string;
  polInsureType: CaseType;
  compCode: string;
  preSignState: string | null;
  elecCallState: string | null;
  amlPassState: string | null;
  eddPassState: string | null;
  writSendState: string | null;
  returnDesc: string | null;
  insAcceptDt: string | null;
  writSendDate: string | null;
  stepCode: StepCode;
  signatures: Signatures | null;
  description: string | null;
}

/**
 * How far the parties are filled: INS_S1 the names and IDs only (a seeded case), INS_S3 both customers and any
 * representative as n1-n3 leave them, INS_S8 every step before the signatures (check items, AML, statements,
 * the written analysis).
 */
export const STEP_CODES = ['INS_S1', 'INS_S3', 'INS_S8'] as const;
export type StepCode = (typeof STEP_CODES)[number];
export const SIGNATURES = ['none', 'some', 'all'] as const;
export type Signatures = (typeof SIGNATURES)[number];

export const POL_STATES = ['N', 'S', 'O', 'P', 'U', 'A', 'R', 'B'] as const;
/** Insurers of the fixtures (products' aliasName); remote cases are CH only, the only one taking them. */
export const COMP_CODES = ['CH', 'TY', 'FG', 'BPC', 'HS'] as const;
/** The values each sub-state takes (spec 2 §4.1; Y/N the seed's "nothing pending"); null clears it. */
export const SUB_STATE_VALUES = {
  preSignState: ['R', 'Y'],
  elecCallState: ['P', 'Y', 'N'],
  amlPassState: ['P', 'Y', 'N'],
  eddPassState: ['A', 'Y', 'N'],
  writSendState: ['P', 'A', 'N'],
} as const;
type SubStateName = keyof typeof SUB_STATE_VALUES;

/** States the insurer has not received yet: no acceptance, no sub-state. */
const NOT_ACCEPTED = new Set(['N', 'O', 'B']);

export class CaseRequestError extends Error {}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function oneOf<T extends string>(
  b: Record<string, unknown>,
  key: string,
  values: readonly T[],
): T | undefined {
  const v = b[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !values.includes(v as T))
    throw new CaseRequestError(`${key} must be one of ${values.join(', ')}`);
  return v as T;
}

function nullableOneOf(b: Record<string, unknown>, key: SubStateName): string | null {
  if (b[key] === null || b[key] === undefined) return null;
  return oneOf(b, key, SUB_STATE_VALUES[key]) ?? null;
}

function optionalText(b: Record<string, unknown>, key: string, max: number): string | null {
  const v = b[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' || !v.trim() || v.length > max)
    throw new CaseRequestError(`${key} must be a non-blank text of at most ${max} characters`);
  return v;
}

function optionalDate(b: Record<string, unknown>, key: string): string | null {
  const v = b[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' || !/^\d{4}\/\d{2}\/\d{2}$/.test(v) || !toYmd(v))
    throw new CaseRequestError(`${key} must be a date yyyy/MM/dd`);
  return v;
}

const KNOWN_KEYS = new Set([
  'userCode',
  'polState',
  'polInsureType',
  'compCode',
  ...Object.keys(SUB_STATE_VALUES),
  'returnDesc',
  'insAcceptDt',
  'writSendDate',
  'stepCode',
  'signatures',
  'description',
]);

/** Reads and checks a body; every refusal is a CaseRequestError whose message says what to change. */
export function parseCaseRequest(body: unknown): CaseRequest {
  if (!isRecord(body)) throw new CaseRequestError('the body must be a JSON object');
  const unknownKey = Object.keys(body).find((k) => !KNOWN_KEYS.has(k));
  if (unknownKey) throw new CaseRequestError(`unknown field ${unknownKey}`);
  const user = typeof body.userCode === 'string' ? findUser(body.userCode) : undefined;
  if (!user) throw new CaseRequestError('userCode must be an agent of the mock (GET /__mock/users)');
  const polState = oneOf(body, 'polState', POL_STATES);
  if (!polState) throw new CaseRequestError(`polState is required: one of ${POL_STATES.join(', ')}`);
  const polInsureType = oneOf(body, 'polInsureType', ['M', 'R'] as const) ?? 'M';
  const compCode = oneOf(body, 'compCode', COMP_CODES) ?? 'CH';
  if (polInsureType === 'R' && compCode !== 'CH')
    throw new CaseRequestError('a remote case (polInsureType R) is CH only: the only insurer taking them');
  const req: CaseRequest = {
    userCode: user.userCode,
    polState,
    polInsureType,
    compCode,
    preSignState: nullableOneOf(body, 'preSignState'),
    elecCallState: nullableOneOf(body, 'elecCallState'),
    amlPassState: nullableOneOf(body, 'amlPassState'),
    eddPassState: nullableOneOf(body, 'eddPassState'),
    writSendState: nullableOneOf(body, 'writSendState'),
    returnDesc: optionalText(body, 'returnDesc', 500),
    insAcceptDt: optionalDate(body, 'insAcceptDt'),
    writSendDate: optionalDate(body, 'writSendDate'),
    stepCode: oneOf(body, 'stepCode', STEP_CODES) ?? 'INS_S1',
    signatures: oneOf(body, 'signatures', SIGNATURES) ?? null,
    description: optionalText(body, 'description', 200),
  };
  const given = (key: SubStateName) => req[key] !== null;
  if (NOT_ACCEPTED.has(polState)) {
    const sub = (Object.keys(SUB_STATE_VALUES) as SubStateName[]).find(given);
    if (sub) throw new CaseRequestError(`${sub} needs a case the insurer received: not N, O or B`);
    if (req.insAcceptDt)
      throw new CaseRequestError('insAcceptDt needs a case the insurer received: not N, O or B');
  }
  if (req.writSendState && polInsureType !== 'R')
    throw new CaseRequestError('writSendState is for remote cases (polInsureType R)');
  if (req.writSendDate && req.writSendState !== 'A')
    throw new CaseRequestError('writSendDate needs writSendState A (the written analysis posted)');
  if (req.returnDesc && polState !== 'R')
    throw new CaseRequestError('returnDesc is for a returned case (polState R)');
  if (req.signatures && req.signatures !== 'none') {
    if (polInsureType === 'R')
      throw new CaseRequestError(
        'signatures are for mobile cases: a remote case signs in the insurer video flow',
      );
    if (body.stepCode !== undefined && req.stepCode !== 'INS_S8')
      throw new CaseRequestError(
        'signatures some or all need stepCode INS_S8 (every step before the signing)',
      );
    req.stepCode = 'INS_S8';
  }
  return req;
}

/** Makes the case in the store (its code stable across resets for the same calls in the same order). */
export function makeCase(req: CaseRequest): Proposal {
  const today = todayDate();
  const scenario: Scenario = {
    shows: req.description ?? describe(req),
    polState: req.polState,
    type: req.polInsureType,
    compCode: req.compCode,
    sub: {
      ...(req.preSignState ? { preSignState: req.preSignState } : {}),
      ...(req.elecCallState ? { elecCallState: req.elecCallState } : {}),
      ...(req.amlPassState ? { amlPassState: req.amlPassState } : {}),
      eddPassState: req.eddPassState,
      writSendState: req.writSendState,
      returnDesc: req.returnDesc,
      // Accepted today unless insAcceptDt says otherwise (a remote S case is then not overdue).
      acceptedDaysAgo: 0,
    },
  };
  const index = state.madeCases.get(req.userCode) ?? 0;
  state.madeCases.set(req.userCode, index + 1);
  const p = build(req.userCode, scenario, index, today, {
    prefix: 'TQ',
    epoch: state.caseCodeEpoch,
    ageDays: 0,
  });
  if (req.insAcceptDt) p.insAcceptDt = req.insAcceptDt;
  if (req.writSendDate) p.writSendDate = req.writSendDate;
  if (req.signatures) p.signoffDt = req.signatures === 'all' ? p.modifyDt : null;
  state.proposals.set(p.transCode, p);
  fillParties(p, req);
  state.caseNotes.set(p.transCode, {
    name: `${req.userCode}-made-${String(index + 1).padStart(2, '0')}`,
    description: scenario.shows,
    made: true,
  });
  return p;
}

function fillParties(p: Proposal, req: CaseRequest): void {
  if (req.stepCode === 'INS_S3') {
    state.customerDrafts.set(p.transCode, {
      ...completeParties(p),
      share: { shareYn: 'N', shareAgentCode: '', shareAgentName: '' },
    });
  } else if (req.stepCode === 'INS_S8') completeCase(p, req.signatures === 'all');
  if (req.signatures === 'some') {
    const first = blocksOf(p)[0];
    if (first) signingOf(p).images[first.recCode] = SEEDED_IMAGE;
  }
}

/** One line of what the made case is, from its request (when no description was given). */
function describe(req: CaseRequest): string {
  const subs = (Object.keys(SUB_STATE_VALUES) as SubStateName[])
    .filter((k) => req[k] !== null)
    .map((k) => `${k} ${req[k]}`);
  const parts = [
    `${req.polState} ${req.polInsureType === 'R' ? 'remote' : 'mobile'} ${req.compCode}`,
    ...subs,
  ];
  if (req.returnDesc) parts.push('returned with a reason');
  parts.push(`filled to ${req.stepCode}`);
  if (req.signatures) parts.push(`signatures ${req.signatures}`);
  return `made: ${parts.join(', ')}`;
}
