import type { ThemeConfig } from 'antd';

/**
 * The portal's antd theme. Links and the lighter text greys are darkened from antd's defaults so that every text
 * meets WCAG AA contrast (4.5:1) on white (issue 14 §6, axe's color-contrast): antd's link blue #1677ff gives 4.1:1
 * and its description grey rgba(0,0,0,.45) 3.4:1; the primary blue #1f5fbf gives 6.1:1, rgba(0,0,0,.6) 5.7:1.
 * A table's empty text is drawn in the disabled grey (1.8:1): tables get the description grey for it.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fbf',
    colorLink: '#1f5fbf',
    colorInfo: '#1f5fbf',
    // antd's #ff4d4f gives 3.3:1 (danger buttons, error texts); red-7 5.9:1.
    colorError: '#cf1322',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  },
  components: {
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
    // Preset tags write their text in the palette's 7th shade on its 1st: orange, green, gold, cyan and volcano
    // fall under 4.5:1 there (3.3:1 for the signer status 待簽); the 8th shade passes.
    Tag: { orange7: '#ad4e00', green7: '#237804', gold7: '#ad6800', cyan7: '#006d75', volcano7: '#ad2102' },
  },
};

/** The agent's system asks for less motion (WCAG 2.3.3): antd's transitions off (modals, drawers, tabs, menus). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** The portal's theme with motion as the agent's system asks. */
export function themeFor(reducedMotion: boolean): ThemeConfig {
  return reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;
}
