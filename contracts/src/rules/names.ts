/** Customer-name rules. */

/** Any blank, half- or full-width (TW names may not contain one). */
export function hasBlank(s: string | null | undefined): boolean {
  return typeof s === 'string' && /[\s\u3000]/.test(s);
}

/**
 * Characters that force a paper application: the separator dots of indigenous long names, private-use
 * characters (user-defined rare characters) and characters beyond the basic plane (rare CJK extensions).
 */
export function hasSpecialNameChars(s: string | null | undefined): boolean {
  return typeof s === 'string' && /[\u00b7\u2027\u30fb\uff0e\u2022\ue000-\uf8ff]|[\ud800-\udfff]/.test(s);
}
