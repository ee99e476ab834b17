import type { SigningState } from '../api/signing';

/** The jump button says plainly whether the case is complete (issue 13 §4). */
export const jumpLabel = (state: SigningState | undefined) =>
  state?.complete ? '跳轉保險公司（簽名已完成）' : '跳轉保險公司（簽名未完成）';

/**
 * 跳轉保險公司 from a signing screen: the signing feature only calls it with the case and what it last saw of the
 * signing; the warnings, the declaration and the jump itself are the wizard's (composed by app/, issue 21).
 */
export type SigningJumpHandler = (transCode: string, state: SigningState | undefined) => void | Promise<void>;
