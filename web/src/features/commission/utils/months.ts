/** 202503 → 2025/03 for display. The month rules themselves live in @agent-portal/contracts/rules. */
export function formatMonth(yyyymm: string): string {
  return /^\d{6}$/.test(yyyymm) ? `${yyyymm.slice(0, 4)}/${yyyymm.slice(4)}` : yyyymm;
}
