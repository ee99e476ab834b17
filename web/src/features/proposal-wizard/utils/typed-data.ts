const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

const isBlank = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  v === false ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.every(isBlank));

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The form holds data the agent typed (issue 22 item 7): a field whose value is not blank and differs from the
 * value it was loaded with. Typing then clearing, focusing, or picking a field's loaded value again is not data.
 */
export function typedData(loaded: unknown, values: unknown): boolean {
  if (isPlainObject(values)) {
    const before = isPlainObject(loaded) ? loaded : {};
    return Object.entries(values).some(([key, value]) => typedData(before[key], value));
  }
  return !isBlank(values) && !same(loaded, values);
}
