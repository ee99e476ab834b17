import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { theme } from 'antd';
import './plain-text.css';

/**
 * antd Typography's text (its types' colours, strong) and action link as plain elements in the theme's colours:
 * Typography brings its ellipsis, copy and tooltip machinery (about 7 KiB gzip) to the first paint of every page that
 * shows one text of it (issue 25 item 4).
 */
export function PlainText({
  as: Tag = 'span',
  type,
  strong = false,
  style,
  children,
  ...rest
}: HTMLAttributes<HTMLElement> & {
  as?: 'span' | 'p';
  /** Typography's `type`: the colour of the text (default: the body's). */
  type?: 'secondary' | 'danger' | 'warning' | 'success';
  strong?: boolean;
  'data-testid'?: string;
}) {
  const { token } = theme.useToken();
  const color = type
    ? {
        secondary: token.colorTextDescription,
        danger: token.colorError,
        warning: token.colorWarning,
        success: token.colorSuccess,
      }[type]
    : undefined;
  return (
    <Tag {...rest} style={{ color, fontWeight: strong ? token.fontWeightStrong : undefined, ...style }}>
      {children}
    </Tag>
  );
}

/** Typography.Title's level 5 heading (a section's title on a page), as antd draws it. */
export function PlainTitle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <h5
      style={{
        marginTop: 0,
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token.fontSizeHeading5,
        lineHeight: token.lineHeightHeading5,
      }}
    >
      {children}
    </h5>
  );
}

/** A link that runs an action (Typography.Link without an address): the link colours, hover and pointer. */
export function ActionLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  const { token } = theme.useToken();
  const colours = { '--link': token.colorLink, '--link-hover': token.colorLinkHover } as CSSProperties;
  return (
    <a className="action-link" style={colours} onClick={onClick}>
      {children}
    </a>
  );
}
