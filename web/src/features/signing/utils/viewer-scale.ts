/** Spec 2 §9: PDF render scale 96/72 (points → CSS pixels), times 0.84 under 1366 px wide, else 1.2. */
export const RENDER_SCALE = 96 / 72;
export const NARROW_WIDTH = 1366;

export function viewerRatio(windowWidth: number): number {
  return windowWidth < NARROW_WIDTH ? 0.84 : 1.2;
}

export function viewerScale(windowWidth: number): number {
  return RENDER_SCALE * viewerRatio(windowWidth);
}

/** Spec 2 §9: a sign block waits up to 20 checks at 500 ms for the PDF to load. */
export const BLOCK_WAIT = { checks: 20, intervalMs: 500 } as const;

/** Resolves the block's element once the page carrying it is drawn, or null after the checks ran out. */
export function waitForBlock(recCode: string, root: ParentNode = document): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    let checks = 0;
    const look = () => {
      const found = root.querySelector<HTMLElement>(`[data-sign-block="${recCode}"]`);
      checks += 1;
      if (found || checks >= BLOCK_WAIT.checks) resolve(found);
      else setTimeout(look, BLOCK_WAIT.intervalMs);
    };
    look();
  });
}
