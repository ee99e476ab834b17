import type { Locator } from '@playwright/test';

/** The two desktop sizes agents use the portal at (issue 23, issue 41 item 7). */
export const DESKTOP_SIZES = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
] as const;

export type Box = { x: number; y: number; width: number; height: number };
export const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element at the centre of `target` is `target` or inside it: nothing (a pinned column) lies over it. */
export async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!top && (top === el || el.contains(top));
  });
}

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}
