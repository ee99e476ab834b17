import { createHmac } from 'node:crypto';
import { customerStepMessages } from '@agent-portal/contracts/messages';
import type { LimitedOperation, LimitRule } from '../config/abuse-limits';
import { AppError } from '../common/app-error';
import type { RequestContext } from './request-context';
import { retryAfterOf, tooMany, type Reserved, type Throttle } from './throttle';

export type { LimitedOperation } from '../config/abuse-limits';

/** What a limited call ended with, for deciding whether it reached its targets. */
type Outcome = { value: unknown; error?: undefined } | { value?: undefined; error: unknown };

/**
 * Whether the call reached its targets, so their allowance stays used. An SMS that did not go out (consent was
 * already given, or the core said it failed and the agent is told to send again) gives the phone's back; the
 * agent's stays used (the core was still asked).
 */
const REACHED: Partial<Record<LimitedOperation, (outcome: Outcome) => boolean>> = {
  smsSend: ({ value, error }) =>
    error === undefined
      ? (value as { result?: string } | undefined)?.result === 'SENT'
      : !(error instanceof AppError && error.code === 'SMS_FAILED'),
};

/** The refusal of a rule: the SMS resend wait says so as the countdown does, the others the catalogue message. */
function refusal(rule: LimitRule, secondsLeft: number): AppError {
  if (rule.name === 'SMS_RESEND_SECONDS')
    return tooMany(secondsLeft, customerStepMessages.SMS_RESEND_IN(retryAfterOf(secondsLeft)));
  return tooMany(secondsLeft);
}

/** A phone number by its digits, a national ID trimmed and upper-cased: one person, one counter. */
const normalised = (target: string) => {
  const t = target.trim().toUpperCase();
  return /^[\d\s()+-]+$/.test(t) ? t.replace(/\D/g, '') : t;
};

/**
 * Abuse limits (issue 20 item 6, issue 40 item 3): every SMS consent send, ID lookup, name, address and consent check
 * and finance lookup takes one of each named target's allowance (phone number, national ID) and one of the agent's
 * per target it names, under every rule of config/abuse-limits.ts, atomically, before the core is called (each counter
 * incremented first, then compared, in one script: parallel calls cannot pass a limit). When any is used up the call
 * answers 429 with Retry-After, what was taken is given back and the core is not called. Targets
 * sit in Redis keys only as a keyed hash (HMAC-SHA256 with a key derived from the session secret): no phone number
 * or ID in a key name.
 */
export class AbuseLimits {
  private readonly hashKey: Buffer;

  constructor(
    private readonly throttle: Throttle,
    private readonly rules: readonly LimitRule[],
    secret: string,
  ) {
    this.hashKey = createHmac('sha256', secret).update('ap:abuse-limit-targets').digest();
  }

  /** Runs `call` once `op` has allowance left for the session's agent and every target; 429 otherwise. */
  async run<T>(
    ctx: RequestContext,
    op: LimitedOperation,
    targets: readonly string[],
    call: () => Promise<T>,
  ): Promise<T> {
    const targetReservations = await this.take(ctx, op, targets);
    const reached = REACHED[op];
    let outcome: Outcome;
    try {
      outcome = { value: await call() };
    } catch (error) {
      outcome = { error };
    }
    if (reached && !reached(outcome)) await Promise.all(targetReservations.map((r) => r.release()));
    if (outcome.error !== undefined) throw outcome.error;
    return outcome.value as T;
  }

  /**
   * Takes every counter of `op`, or none (429 with the longest wait of the refusing rules): each target's by one,
   * the agent's by the number of distinct targets (a name check of four IDs checks four customers: four of the
   * agent's allowance), at least one (an address check names none).
   */
  private async take(ctx: RequestContext, op: LimitedOperation, targets: readonly string[]) {
    const agent = ctx.session.get('auth')?.userCode || `session:${ctx.session.id}`;
    const hashed = [...new Set(targets.map(normalised))].map((t) => this.hash(t));
    const counters: { rule: LimitRule; key: string; amount: number }[] = [];
    for (const rule of this.rules) {
      if (rule.op !== op) continue;
      if (rule.subject === 'agent')
        counters.push({ rule, key: `abuse:${rule.name}:agent:${agent}`, amount: Math.max(1, hashed.length) });
      else for (const h of hashed) counters.push({ rule, key: `abuse:${rule.name}:${h}`, amount: 1 });
    }
    const taken = await Promise.all(
      counters.map(async (c) => ({
        ...c,
        reserved: await this.throttle.tryReserve(c.key, c.rule.limit, c.rule.windowSeconds, c.amount),
      })),
    );
    const refused = taken.filter((t) => !t.reserved.granted);
    if (refused.length) {
      await Promise.all(taken.map((t) => t.reserved.release()));
      const longest = refused.reduce((a, b) => (b.reserved.secondsLeft > a.reserved.secondsLeft ? b : a));
      ctx.log.warn({ op, rule: longest.rule.name }, 'abuse limit reached');
      throw refusal(longest.rule, longest.reserved.secondsLeft);
    }
    return taken.filter((t) => t.rule.subject === 'target').map((t): Reserved => t.reserved);
  }

  private hash(target: string): string {
    return createHmac('sha256', this.hashKey).update(target).digest('hex').slice(0, 32);
  }
}
