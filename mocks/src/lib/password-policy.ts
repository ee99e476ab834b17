/** The legacy's server-side password policy (spec 1, section 5); answers the first problem or undefined. */
export function passwordProblem(userCode: string, password: string, history: string[]): string | undefined {
  if (password.length < 8 || password.length > 12) return '密碼長度須為8~12碼';
  if (password.includes('&')) return "密碼不可包含'&'字元";
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return '密碼須為英文字母及數字混合';
  if (password.toUpperCase() === userCode.toUpperCase()) return '密碼和帳號不可相同！';
  if (hasRun(password)) return '密碼不可有3個(含)以上重複或連續的字元';
  if (history.slice(-3).includes(password)) return '新密碼不可與前三次使用過的密碼相同';
  return undefined;
}

function hasRun(password: string): boolean {
  const codes = [...password.toLowerCase()].map((c) => c.charCodeAt(0));
  for (let i = 2; i < codes.length; i += 1) {
    const [a, b, c] = [codes[i - 2] as number, codes[i - 1] as number, codes[i] as number];
    if (a === b && b === c) return true;
    if (b - a === c - b && Math.abs(b - a) === 1) return true;
  }
  return false;
}
