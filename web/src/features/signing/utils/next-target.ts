import type { SignBlock, SigningState } from '../api/signing';

/** Where the floating hint points after a signature (spec 2 §4.6 step 4). */
export type NextTarget =
  | { kind: 'signature'; block: SignBlock }
  | { kind: 'document'; block: SignBlock }
  | { kind: 'signer'; block: SignBlock }
  | { kind: 'done' };

/**
 * The next unsigned block: the current signer's on the same document first, then their other documents, then the
 * next signer in order (signers as the core lists them, blocks in layout order).
 */
export function nextTarget(state: SigningState, current: { cusCode: string; docFid: string }): NextTarget {
  const unsigned = state.blocks.filter((b) => !b.image);
  const sameDoc = unsigned.find((b) => b.cusCode === current.cusCode && b.docFid === current.docFid);
  if (sameDoc) return { kind: 'signature', block: sameDoc };
  const sameSigner = unsigned.find((b) => b.cusCode === current.cusCode);
  if (sameSigner) return { kind: 'document', block: sameSigner };
  const order = state.signers.map((s) => s.cusCode);
  const start = Math.max(order.indexOf(current.cusCode), 0);
  for (let i = 1; i <= order.length; i += 1) {
    const cusCode = order[(start + i) % order.length];
    const block = unsigned.find((b) => b.cusCode === cusCode);
    if (block) return { kind: 'signer', block };
  }
  return { kind: 'done' };
}
