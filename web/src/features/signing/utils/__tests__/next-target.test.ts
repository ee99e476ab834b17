import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignBlock, SigningState } from '../../api/signing';
import { nextTarget } from '../next-target';
import { BLOCK_WAIT, viewerRatio, viewerScale, waitForBlock } from '../viewer-scale';

const block = (recCode: string, cusCode: string, docFid: string, signed = false): SignBlock => ({
  recCode,
  signCode: cusCode,
  cusCode,
  docCode: docFid,
  docFid,
  docName: docFid,
  label: recCode,
  agree: false,
  page: 1,
  x: 0,
  y: 0,
  width: 10,
  height: 10,
  image: signed ? 'data:image/png;base64,x' : null,
});

const stateOf = (blocks: SignBlock[]): SigningState => ({
  transCode: 'T',
  complete: blocks.every((b) => b.image),
  total: blocks.length,
  remaining: blocks.filter((b) => !b.image).length,
  signers: ['O', 'I', 'L'].map((c) => ({
    signCode: c,
    label: c,
    name: c,
    cusCode: c,
    signDt: null,
    total: 0,
    signed: 0,
    documents: [],
  })),
  blocks,
});

describe('nextTarget', () => {
  it('points to the same document first, then the signer’s next document, then the next person, then done', () => {
    const blocks = [
      block('1', 'O', 'A', true),
      block('2', 'O', 'A'),
      block('3', 'O', 'B'),
      block('4', 'I', 'A'),
    ];
    expect(nextTarget(stateOf(blocks), { cusCode: 'O', docFid: 'A' })).toMatchObject({
      kind: 'signature',
      block: { recCode: '2' },
    });
    blocks[1] = block('2', 'O', 'A', true);
    expect(nextTarget(stateOf(blocks), { cusCode: 'O', docFid: 'A' })).toMatchObject({
      kind: 'document',
      block: { recCode: '3' },
    });
    blocks[2] = block('3', 'O', 'B', true);
    expect(nextTarget(stateOf(blocks), { cusCode: 'O', docFid: 'B' })).toMatchObject({
      kind: 'signer',
      block: { recCode: '4' },
    });
    blocks[3] = block('4', 'I', 'A', true);
    expect(nextTarget(stateOf(blocks), { cusCode: 'I', docFid: 'A' })).toEqual({ kind: 'done' });
  });
});

describe('viewer scale (spec 2 §9)', () => {
  it('is 96/72 times 0.84 under 1366 px wide, else 1.2', () => {
    expect(viewerRatio(1365)).toBe(0.84);
    expect(viewerRatio(1366)).toBe(1.2);
    expect(viewerScale(1440)).toBeCloseTo((96 / 72) * 1.2);
    expect(viewerScale(1280)).toBeCloseTo((96 / 72) * 0.84);
  });
});

describe('sign-block wait (spec 2 §9: up to 20 checks at 500 ms)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('finds a block drawn while it waits', async () => {
    vi.useFakeTimers();
    const found = waitForBlock('R1');
    await vi.advanceTimersByTimeAsync(3 * 500);
    document.body.innerHTML = '<div data-sign-block="R1"></div>';
    await vi.advanceTimersByTimeAsync(500);
    expect((await found)?.dataset.signBlock).toBe('R1');
  });

  it('gives up after the 20th check, 9.5 s after the first', async () => {
    vi.useFakeTimers();
    let result: HTMLElement | null | undefined;
    void waitForBlock('R9').then((el) => (result = el));
    expect(BLOCK_WAIT).toEqual({ checks: 20, intervalMs: 500 });
    await vi.advanceTimersByTimeAsync(19 * 500 - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeNull();
  });
});
