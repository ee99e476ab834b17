import { initialAml } from './aml/initial';
import { seedCompleteCases } from './proposals/complete-case';
import { parameters as seedParameters, type SystemParameter } from './fixtures/parameters';
import { seedProposals, type Proposal } from './fixtures/proposals';
import { env } from './env';
import { seedReleasePermits, type ReleasePermit } from './fixtures/release-permits';
import { resetUsers, soakUsers, users } from './fixtures/users';
import { resetCodes } from './fixtures/codes';
import { agreedConsents } from './fixtures/customer-data';
import type { CustomerDraft } from './proposals/customer-store';
import type { BrokerFormRecord } from './handlers/broker-form';
import type { CaseSigning } from './proposals/signing';
import type { WrittenRecord } from './written/store';
import type { Drift } from './middleware/drift';
import { randomToken } from './lib/random';
import type { Shape } from './lib/body-shape';

/** Login progress of a session: password accepted → OTP (when enabled) → role pick → ready for data calls. */
export type Stage = 'anonymous' | 'otp' | 'role' | 'ready';

export interface MockSession {
  id: string;
  xsrfToken: string;
  lastSeenAt: number;
  captcha: string | null;
  stage: Stage;
  userCode: string | null;
  randomPageId: string | null;
  otpValidate: 'Y' | 'N';
  branCode: string | null;
  roleCode: string | null;
  roleName: string | null;
  /** A robot-check token googleApiValidator accepted, waiting for this session's next login (single use). */
  recaptchaToken: string | null;
}

/** How the simulated Google robot check answers (PUT /__mock/robot-check). */
export const ROBOT_CHECK_MODES = ['ok', 'error', 'expired', 'param', 'unavailable'] as const;
export type RobotCheckMode = (typeof ROBOT_CHECK_MODES)[number];

export interface OtpRecord {
  otpCode: string;
  otpRecCode: string;
  sentAt: number;
  expiresAt: number;
  purpose: 'login' | 'forget';
}

export interface Fault {
  pathPrefix: string;
  method?: string;
  status?: number;
  delayMs?: number;
  down?: boolean;
  errorCode?: number;
  message?: string;
  /** A 200 answer with exactly this body ('' empty, a malformed or partial JSON text): a check answering nonsense. */
  replyText?: string;
  /** The core does the work, then its answer is lost (the socket closes instead): done, but the caller never hears. */
  lostAnswer?: boolean;
  /** How many matching requests it still applies to; unlimited when absent. */
  times?: number;
}

export interface RequestLogEntry {
  /** Increasing over the mock's life (never reset): a reader asks for what came after the last it saw. */
  seq: number;
  method: string;
  path: string;
  /** The query's parameter names, never their values. */
  queryKeys: string[];
  cookieNames: string[];
  /** Names of the request headers (never values), to check what a caller forwards. */
  headerNames: string[];
  requestId: string | null;
  /** The W3C traceparent the caller sent (the BFF's trace of the request), to follow one request through. */
  traceparent: string | null;
  at: string;
  /** The answer's status once sent; null while the call is held, or when no answer was sent (down, lostAnswer). */
  status: number | null;
  /** From arrival to the answer's end (or the socket's close), null while the call is held. */
  durationMs: number | null;
  /** The agent of the call's session (after a login: the agent who logged in), null when none. */
  userCode: string | null;
  /** The body's keys and value types, never a value (lib/body-shape); null for no body. */
  bodyShape: Shape | null;
}

/** What GET /__mock/scenarios says of a case: its name and one line on what it shows. */
export interface CaseNote {
  name: string;
  description: string;
  /** Made through POST /__mock/scenarios (else seeded). */
  made: boolean;
}

/** Case codes: stable across resets (QA), or with a fresh epoch at each start and reset (the test stacks). */
let freshCaseCodes = env.freshCaseCodes;

/** The test stacks' choice (createMockApp's freshCaseCodes): takes effect from the next reset. */
export function useFreshCaseCodes(fresh: boolean): void {
  freshCaseCodes = fresh;
}

function seedCases(today: Date) {
  const epoch = freshCaseCodes ? randomToken(2).toUpperCase() : '';
  const seeded = seedProposals(today, epoch);
  const seq = new Map<string, number>();
  const notes = new Map<string, CaseNote>();
  for (const { proposal, shows } of seeded) {
    const n = (seq.get(proposal.userCode) ?? 0) + 1;
    seq.set(proposal.userCode, n);
    notes.set(proposal.transCode, {
      name: `${proposal.userCode}-${String(n).padStart(2, '0')}`,
      description: shows,
      made: false,
    });
  }
  return { proposals: new Map(seeded.map(({ proposal }) => [proposal.transCode, proposal])), notes, epoch };
}

function initialState() {
  const seed = seedCases(new Date());
  return {
    clockOffsetMs: 0,
    sessions: new Map<string, MockSession>(),
    parameters: seedParameters.map((p): SystemParameter => ({ ...p })),
    passwords: new Map([...users, ...soakUsers].map((u) => [u.userCode, u.password])),
    /** Previous passwords, newest last (the policy refuses the last three). */
    passwordHistory: new Map([...users, ...soakUsers].map((u) => [u.userCode, [u.password]])),
    /** Users who changed their password since start: 517-519 no longer apply to them. */
    passwordChanged: new Set<string>(),
    /** Forgot-password requests that passed vertifyRePawd, by user code. */
    pendingResets: new Map<string, { newPassword: string; at: number }>(),
    mails: [] as {
      userCode: string;
      kind: 'pwExpire' | 'written';
      at: string;
      to?: string;
      transCode?: string;
    }[],
    /** The proposal store (spec 2): every agent's cases by transCode, seeded from fixtures/proposals. */
    proposals: seed.proposals as Map<string, Proposal>,
    /** Each case's name and description for GET /__mock/scenarios (seeded and made ones). */
    caseNotes: seed.notes,
    /** What ends every case code of this reset ('' for stable codes), made ones included. */
    caseCodeEpoch: seed.epoch,
    /** Cases made through POST /__mock/scenarios so far, per agent: the next one's index. */
    madeCases: new Map<string, number>(),
    /** Issue 11: statements agreed per case (`annexCode:annexVersion`), posted review records, written analyses. */
    statementReviews: new Map<string, Set<string>>(),
    statementRecords: new Map<string, { cusCode: string; docCodes: string[] }>(),
    writtenAnalyses: new Map<string, WrittenRecord>(),
    /** Facts of a case's analysis set through PUT /__mock/written-facts (ages, plResult) over the derived ones. */
    writtenFacts: new Map<string, { insureAgeO?: number; insureAgeI?: number; plResult?: 'yes' | 'no' }>(),
    /** Transaction codes handed out by newTransCode and not yet used → the agent they were given to. */
    issuedTransCodes: new Map<string, string>(),
    transCodeSeq: 0,
    // issue 10 (g10a): customer data by transCode, consents given (cusName|mobile), SMS sent.
    customerDrafts: new Map<string, CustomerDraft>(),
    consentsAgreed: new Set<string>(agreedConsents.map((c) => `${c.cusName}|${c.mobile}`)),
    smsSent: [] as { transCode: string; cusName: string; mobile: string; at: string }[],
    /** Take-out applications (spec 3 §2, §7 release permit), seeded from fixtures/release-permits. */
    releasePermits: seedReleasePermits(new Date()) as ReleasePermit[],
    /** One-time remote-login tickets (param of /rmw/rmwLogin) → user code. */
    rmwTickets: new Map<string, string>(),
    inWorkTime: true,
    /** Off by default (the typed captcha, as QA and the demo expect); tests switch it on. */
    robotCheck: 'unavailable' as RobotCheckMode,
    /** Robot-check tokens already checked once (Google answers timeout-or-duplicate for a reuse). */
    usedRecaptchaTokens: new Set<string>(),
    faults: [] as Fault[],
    /** Answers that drift from legacy.yaml on purpose (POST /__mock/drift, middleware/drift.ts). */
    drifts: [] as Drift[],
    lastCaptcha: null as { text: string; sessionId: string } | null,
    otps: new Map<string, OtpRecord>(),
    requests: [] as RequestLogEntry[],
    /** The access-log entries received (userAccessLog bodies, newest last; GET /__mock/access-log). */
    accessLog: [] as Record<string, unknown>[],
    /** Bytes every form download answers instead of the form's PDF (PUT /__mock/form-file; npm run bench). */
    formFile: null as Buffer | null,
    /** Rows of every commission month instead of the fixture's 3-8 (PUT /__mock/commission-rows; npm run bench). */
    commissionRowsPerMonth: null as number | null,
    /** Issue 12 (AML): risk and EDD annexes, scores and the forced replies of the AML calls. */
    aml: initialAml(),
    /** Customer signatures per case (issue 13, proposals/signing.ts). */
    signatures: new Map<string, CaseSigning>(),
    /** The broker form (n9) per case (issue 13, handlers/broker-form.ts). */
    brokerForms: new Map<string, BrokerFormRecord>(),
  };
}

export type MockState = ReturnType<typeof initialState>;

/** The whole mutable world of the mock; replaced in place by resetState() so importers keep their reference. */
export const state: MockState = initialState();
seedCompleteCases();

export function resetState(): void {
  resetUsers();
  resetCodes();
  Object.assign(state, initialState());
  seedCompleteCases();
}

export function now(): number {
  return Date.now() + state.clockOffsetMs;
}

export function parameterValue(parameterType: string, parameterCode: string): string | undefined {
  return state.parameters.find((p) => p.parameterType === parameterType && p.parameterCode === parameterCode)
    ?.parameterValue;
}

export function numericParameter(parameterCode: string, fallback: number): number {
  const value = Number(parameterValue('SYS', parameterCode));
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}
