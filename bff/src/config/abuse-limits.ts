import { SMS_RESEND_SECONDS } from '@agent-portal/contracts/rules';

/** The operations that reach a customer or read personal data by a phone number or national ID (issue 20 item 6). */
export type LimitedOperation = 'smsSend' | 'idLookup' | 'nameCheck' | 'addressCheck' | 'consentCheck';

/** Whose allowance a rule counts: the logged-in agent's, or each phone number / national ID the call names. */
export type LimitSubject = 'agent' | 'target';

/**
 * One counter: at most `limit` of `op` per `windowSeconds` for each agent, or for each target. An agent's counter
 * counts the targets a call names (a name check of four IDs counts four), at least one per call.
 */
export interface LimitRule {
  /** The env variable that tunes it; also the rule's name in its Redis key. */
  name: string;
  op: LimitedOperation;
  subject: LimitSubject;
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `env` sets the limit, except where `envSets` says the window (the SMS resend wait). */
interface RuleDefault extends LimitRule {
  envSets?: 'window';
}

/*
 * The defaults (docs/decisions.md, issue 20): the SMS resend wait is the countdown's (spec 3 §9, 120 s, one SMS
 * per phone); the rest are generous for an agent at work (a case needs a few lookups and checks per party) and far
 * below what a script would do. The consent check is a button (查詢同意狀態), not a poll: a click every 6 s passes.
 */
const DEFAULTS: readonly RuleDefault[] = [
  {
    name: 'SMS_RESEND_SECONDS',
    op: 'smsSend',
    subject: 'target',
    limit: 1,
    windowSeconds: SMS_RESEND_SECONDS,
    envSets: 'window',
  },
  { name: 'SMS_PER_PHONE_PER_DAY', op: 'smsSend', subject: 'target', limit: 5, windowSeconds: DAY },
  { name: 'SMS_PER_AGENT_PER_DAY', op: 'smsSend', subject: 'agent', limit: 50, windowSeconds: DAY },
  { name: 'ID_LOOKUPS_PER_AGENT_PER_HOUR', op: 'idLookup', subject: 'agent', limit: 60, windowSeconds: HOUR },
  { name: 'ID_LOOKUPS_PER_AGENT_PER_DAY', op: 'idLookup', subject: 'agent', limit: 200, windowSeconds: DAY },
  { name: 'ID_LOOKUPS_PER_ID_PER_HOUR', op: 'idLookup', subject: 'target', limit: 10, windowSeconds: HOUR },
  {
    name: 'NAME_CHECKS_PER_AGENT_PER_HOUR',
    op: 'nameCheck',
    subject: 'agent',
    limit: 120,
    windowSeconds: HOUR,
  },
  { name: 'NAME_CHECKS_PER_ID_PER_HOUR', op: 'nameCheck', subject: 'target', limit: 20, windowSeconds: HOUR },
  {
    name: 'ADDRESS_CHECKS_PER_AGENT_PER_HOUR',
    op: 'addressCheck',
    subject: 'agent',
    limit: 120,
    windowSeconds: HOUR,
  },
  {
    name: 'CONSENT_CHECKS_PER_AGENT_PER_HOUR',
    op: 'consentCheck',
    subject: 'agent',
    limit: 600,
    windowSeconds: HOUR,
  },
  {
    name: 'CONSENT_CHECKS_PER_PHONE_PER_MINUTE',
    op: 'consentCheck',
    subject: 'target',
    limit: 10,
    windowSeconds: MINUTE,
  },
];

/** Every env variable of the abuse limits, and ABUSE_LIMIT_FACTOR (test and bench stacks relax them all at once). */
export const ABUSE_LIMIT_ENV = [...DEFAULTS.map((d) => d.name), 'ABUSE_LIMIT_FACTOR'] as const;

function count(source: NodeJS.ProcessEnv, name: string, fallback: number, min: number, problems: string[]) {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    problems.push(`${name} must be an integer of at least ${min} (got "${raw}")`);
    return fallback;
  }
  return value;
}

/**
 * The rules with the env's values: each variable sets its rule's limit (at least 1); SMS_RESEND_SECONDS sets the
 * resend wait (0 switches that rule off); ABUSE_LIMIT_FACTOR (default 1) multiplies every limit.
 */
export function parseAbuseLimits(source: NodeJS.ProcessEnv, problems: string[]): LimitRule[] {
  const factor = count(source, 'ABUSE_LIMIT_FACTOR', 1, 1, problems);
  const rules: LimitRule[] = [];
  for (const { envSets, ...rule } of DEFAULTS) {
    if (envSets === 'window') {
      const windowSeconds = count(source, rule.name, rule.windowSeconds, 0, problems);
      if (windowSeconds > 0) rules.push({ ...rule, windowSeconds, limit: rule.limit * factor });
    } else {
      rules.push({ ...rule, limit: count(source, rule.name, rule.limit, 1, problems) * factor });
    }
  }
  return rules;
}
