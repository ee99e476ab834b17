import type { Ctx } from '../common';
import { resolveRef } from '../common';

/**
 * What the customer-step schemas read from the validation context (`$name`), given by the web form and by the
 * BFF alike: the case type, the parameters of spec 3 §9 and the agent's facts of §6.
 */
export interface CustomerValidationContext {
  polInsureType: 'M' | 'R';
  /** System parameter REMOTE_NATIVE_YN. */
  remoteNativeYn: 'Y' | 'N';
  /** The agent's own ID (remote cases may not insure the agent). */
  agentIdno: string;
  /** System parameter HIGH_AGE_LIMIT. */
  highAgeLimit: number;
  oldAgeEduYn: 'Y' | 'N';
  /** The company e-mail domains refused by megaEmail (system parameter). */
  companyEmailDomains: string[];
  /** n2: the policyholder's ID, mobile and marital status. */
  owner?: { cusIdn: string; mobile: string; marryCode: string };
  /** n2: the insured's finance of the latest earlier proposal (fetch user finance), if any. */
  latestFinance?: Record<string, string> | null;
}

export const ctxValue = <K extends keyof CustomerValidationContext>(
  ctx: Ctx,
  key: K,
): CustomerValidationContext[K] | undefined => resolveRef(ctx, `$${key}`) as CustomerValidationContext[K];

export const isRemote = (ctx: Ctx) => ctxValue(ctx, 'polInsureType') === 'R';
/** Remote native mode (REMOTE_NATIVE_YN Y, spec 3 §5): a remote case's parties are domestic natural persons. */
export const isRemoteNative = (ctx: Ctx) => isRemote(ctx) && ctxValue(ctx, 'remoteNativeYn') === 'Y';
