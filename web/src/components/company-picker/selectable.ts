/** The CH insurer is selectable only when system parameter CH_OPEN_YN is Y; BPC never (spec 1, section 2). */
export const CH_COMP_CODE = 'CH';
export const BPC_COMP_CODE = 'BPC';
export const CH_OPEN_PARAMETER = 'CH_OPEN_YN';

export function isCompanySelectable(compCode: string, chOpenYn: string | undefined): boolean {
  if (compCode === BPC_COMP_CODE) return false;
  if (compCode === CH_COMP_CODE) return chOpenYn === 'Y';
  return true;
}
