/** Written-analysis and account rules. */

/** The purpose code for wealth management and tax saving, which may not be the only purpose. */
export const WEALTH_PURPOSE_CODE = '9';

function codeList(codes: string | readonly string[] | null | undefined): string[] {
  const list = typeof codes === 'string' ? codes.split(',') : (codes ?? []);
  return list.map((c) => c.trim()).filter((c) => c !== '');
}

/** purRule: true when code 9 is the only purpose chosen (a comma list or an array). */
export function isOnlyWealthPurpose(codes: string | readonly string[] | null | undefined): boolean {
  const list = codeList(codes);
  return list.length > 0 && list.every((c) => c === WEALTH_PURPOSE_CODE);
}

/** accNoRule / accNoRule2: digits whose length is one of the allowed lengths. */
export function isAccountNo(value: string | null | undefined, lengths: readonly number[]): boolean {
  return typeof value === 'string' && /^\d+$/.test(value) && lengths.includes(value.length);
}
