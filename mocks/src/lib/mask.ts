/** 王小明 → 王○明, 林志 → 林○, 歐陽美華 → 歐○○華 (the legacy's masking of customer names). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}○`;
  return `${chars[0]}${'○'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
