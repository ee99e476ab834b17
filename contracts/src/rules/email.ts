/** E-mail rules. */

/**
 * True when the address belongs to one of the company domains (megaEmail refuses those). `domains` is the
 * system parameter: a list or a comma-separated text; entries may carry a leading '@'. Sub-domains count.
 */
export function isCompanyEmail(
  email: string | null | undefined,
  domains: readonly string[] | string,
): boolean {
  if (typeof email !== 'string') return false;
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  const list = (typeof domains === 'string' ? domains.split(',') : domains)
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter((d) => d !== '');
  return list.some((d) => domain === d || domain.endsWith(`.${d}`));
}
