import { describe, expect, it } from 'vitest';
import { mobileContainer, remoteContainer } from '../../registry/containers';
import { dropDone, initialTabs, isDisabled, markDone, neighbour, tabLabel, withCount } from '../tab-state';

const shown = (tabs: ReturnType<typeof initialTabs>) => tabs.filter((t) => t.show).map((t) => t.code);

describe('initialTabs', () => {
  it('without a router page: n9 hidden, nothing done, only the first tab enabled', () => {
    const tabs = initialTabs(mobileContainer.tabs);
    expect(shown(tabs)).toEqual([
      'INS_S1',
      'INS_S2',
      'INS_S3',
      'INS_S4',
      'INS_S5',
      'INS_S6',
      'INS_S7',
      'INS_S8',
    ]);
    expect(isDisabled(tabs, 'INS_S1')).toBe(false);
    expect(isDisabled(tabs, 'INS_S2')).toBe(true);
  });

  it('remote: seven steps, REMOTE_S7 hidden without a router page', () => {
    expect(shown(initialTabs(remoteContainer.tabs))).toEqual([
      'REMOTE_S1',
      'REMOTE_S2',
      'REMOTE_S3',
      'REMOTE_S4',
      'REMOTE_S5',
      'REMOTE_S6',
    ]);
  });

  it('with a router page: only that tab, the earlier ones done and locked', () => {
    const tabs = initialTabs(mobileContainer.tabs, 'INS_S9');
    expect(shown(tabs)).toEqual(['INS_S9']);
    expect(tabs.slice(0, 8).every((t) => t.done && t.locked)).toBe(true);
    expect(isDisabled(tabs, 'INS_S9')).toBe(false);
    expect(dropDone(tabs, 'INS_S8').find((t) => t.code === 'INS_S8')?.done).toBe(true);
  });

  it('an unknown router page is ignored', () => {
    expect(shown(initialTabs(remoteContainer.tabs, 'INS_S9'))).toHaveLength(6);
  });
});

describe('tab mechanics', () => {
  it('tabs open in sequence and a dropped done mark closes the later ones again', () => {
    let tabs = initialTabs(mobileContainer.tabs);
    tabs = markDone(tabs, 'INS_S1');
    tabs = markDone(tabs, 'INS_S2');
    expect(isDisabled(tabs, 'INS_S3')).toBe(false);
    expect(isDisabled(tabs, 'INS_S4')).toBe(true);
    tabs = dropDone(tabs, 'INS_S1');
    expect(isDisabled(tabs, 'INS_S2')).toBe(true);
    expect(isDisabled(tabs, 'INS_S3')).toBe(true);
    expect(tabs[1]?.done).toBe(true);
  });

  it('done clears the count; counts are per tab', () => {
    let tabs = withCount(initialTabs(mobileContainer.tabs), 'INS_S1', 3);
    expect(tabs[0]?.count).toBe(3);
    tabs = markDone(tabs, 'INS_S1');
    expect(tabs[0]?.count).toBe(0);
  });

  it('neighbours skip hidden tabs', () => {
    const tabs = initialTabs(mobileContainer.tabs);
    expect(neighbour(tabs, 'INS_S1', 1)).toBe('INS_S2');
    expect(neighbour(tabs, 'INS_S1', -1)).toBeUndefined();
    expect(neighbour(tabs, 'INS_S8', 1)).toBeUndefined();
  });
});

describe('tabLabel', () => {
  it('shows the count in brackets above 0 and not 8', () => {
    expect(tabLabel('要保人', 0)).toBe('要保人');
    expect(tabLabel('要保人', 3)).toBe('要保人(3)');
    expect(tabLabel('要保人', 8)).toBe('要保人');
    expect(tabLabel('要保人', 9)).toBe('要保人(9)');
  });
});

describe('no-op changes', () => {
  it('keep the same array (a count effect must not re-render the container forever)', () => {
    const tabs = initialTabs(mobileContainer.tabs);
    expect(withCount(tabs, 'INS_S1', 0)).toBe(tabs);
    expect(dropDone(tabs, 'INS_S1')).toBe(tabs);
    const done = markDone(tabs, 'INS_S1');
    expect(markDone(done, 'INS_S1')).toBe(done);
  });
});

describe('withShown (n2 shows or hides n3)', () => {
  it('hides a tab as done and shows it again to be passed', async () => {
    const { initialTabs, withShown, neighbour } = await import('../tab-state');
    const tabs = initialTabs(
      [
        { tab: 'n1', code: 'INS_S1', tempSave: true },
        { tab: 'n2', code: 'INS_S2', tempSave: true },
        { tab: 'n3', code: 'INS_S3', tempSave: true },
        { tab: 'n4', code: 'INS_S4', tempSave: true },
      ],
      undefined,
    );
    const hidden = withShown(tabs, ['INS_S3'], false);
    expect(hidden.find((t) => t.code === 'INS_S3')).toMatchObject({ show: false, done: true });
    expect(neighbour(hidden, 'INS_S2', 1)).toBe('INS_S4');
    const shown = withShown(hidden, ['INS_S3'], true);
    expect(shown.find((t) => t.code === 'INS_S3')).toMatchObject({ show: true, done: false });
    expect(neighbour(shown, 'INS_S2', 1)).toBe('INS_S3');
  });
});
