/**
 * The shape of a request body: its keys and the type of each value, never a value, so what an agent typed (names,
 * national IDs, phone numbers, images) stays out of the journal. An array shows its first element's shape and its
 * length.
 */
export type Shape = string | { [key: string]: Shape } | { array: number; of: Shape | null };

export function shapeOf(value: unknown, depth = 0): Shape {
  if (value === null) return 'null';
  if (Array.isArray(value))
    return { array: value.length, of: value.length ? shapeOf(value[0], depth + 1) : null };
  if (typeof value === 'object') {
    if (depth >= 6) return 'object';
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v, depth + 1)]));
  }
  return typeof value;
}
