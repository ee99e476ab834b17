import type { ThemeConfig } from 'antd';

/**
 * The portal's antd theme. Links and the lighter text greys are darkened from antd's defaults so that every text
 * meets WCAG AA contrast (4.5:1) on white (issue 14 §6, axe's color-contrast): antd's link blue #1677ff gives 4.1:1
 * and its description grey rgba(0,0,0,.45) 3.4:1; the primary blue #1f5fbf gives 6.1:1, rgba(0,0,0,.6) 5.7:1.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fbf',
    colorLink: '#1f5fbf',
    colorInfo: '#1f5fbf',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  },
};
