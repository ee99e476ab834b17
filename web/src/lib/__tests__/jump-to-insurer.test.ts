import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postJump } from '@/api/post-jump';
import { jumpToInsurer } from '../jump-to-insurer';

vi.mock('@/api/post-jump', () => ({ postJump: vi.fn() }));

/** A stand-in for the window the jump opens at the click. */
function fakeTab() {
  return { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
}

describe('jumpToInsurer (spec 2 §4.7)', () => {
  let tab: ReturnType<typeof fakeTab>;
  const error = vi.fn();

  beforeEach(() => {
    tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    error.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the window at once and points it at the insurer link, cut off from the portal', async () => {
    let answer: (v: { url: string }) => void = () => undefined;
    vi.mocked(postJump).mockReturnValue(new Promise((r) => (answer = r)));
    const outcome = jumpToInsurer('T0000001', { error });
    expect(window.open).toHaveBeenCalledWith('about:blank', '_blank');
    answer({ url: 'https://insurer.example/app?no=1' });
    await expect(outcome).resolves.toEqual({ opened: true, url: 'https://insurer.example/app?no=1' });
    expect(tab.location.href).toBe('https://insurer.example/app?no=1');
    expect(tab.opener).toBeNull();
    expect(postJump).toHaveBeenCalledWith('T0000001', {});
    expect(error).not.toHaveBeenCalled();
  });

  it("alerts the core's error text (erorrMsg), closes the window and reports nothing opened", async () => {
    vi.mocked(postJump).mockResolvedValue({ errorMsg: '保險公司系統維護中' });
    await expect(jumpToInsurer('T0000002', { error })).resolves.toEqual({
      opened: false,
      errorMsg: '保險公司系統維護中',
    });
    expect(error).toHaveBeenCalledWith('保險公司系統維護中');
    expect(tab.close).toHaveBeenCalled();
  });

  it('closes the window and rethrows when the call fails (the api client showed it)', async () => {
    vi.mocked(postJump).mockRejectedValue(new Error('down'));
    await expect(jumpToInsurer('T0000003', { error })).rejects.toThrow('down');
    expect(tab.close).toHaveBeenCalled();
  });

  it('opens the link in a new window of its own when the blank one was blocked', async () => {
    vi.mocked(window.open).mockReturnValueOnce(null);
    vi.mocked(postJump).mockResolvedValue({ url: 'https://insurer.example/x' });
    await jumpToInsurer('T0000004', { error });
    expect(window.open).toHaveBeenLastCalledWith('https://insurer.example/x', '_blank', 'noopener');
  });
});
