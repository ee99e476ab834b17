/**
 * Which insurer and case type a new proposal may start with (spec 1 §2 company picker, spec 2 §2.2 and §2.10): the
 * choose dialog shows these, the BFF enforces them at the start and at the transaction code.
 */
export const CH_COMP_CODE = 'CH';
export const BPC_COMP_CODE = 'BPC';
export const CH_OPEN_PARAMETER = 'CH_OPEN_YN';

/** CH only while system parameter CH_OPEN_YN is Y; BPC never; every other listed insurer always. */
export function isCompanySelectable(compCode: string, chOpenYn: string | undefined): boolean {
  if (compCode === BPC_COMP_CODE) return false;
  if (compCode === CH_COMP_CODE) return chOpenYn === 'Y';
  return true;
}

/**
 * Mobile (M) at any insurer; remote (R) only where the insurer takes remote cases (remoteYn Y) and only at CH, the
 * company the remote container fixes (spec 2 §2.10).
 */
export function isCaseTypeOffered(
  polInsureType: string,
  insurer: { compCode: string; remoteYn?: string | null },
): boolean {
  if (polInsureType === 'M') return true;
  return polInsureType === 'R' && insurer.remoteYn === 'Y' && insurer.compCode === CH_COMP_CODE;
}
