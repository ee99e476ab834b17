import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { theme } from 'antd';
import './plain-text.css';

/**
 * antd Typography's secondary text and action link as plain elements in the theme's colours: Typography brings its
 * ellipsis, copy and tooltip machinery (about 7 KiB gzip) to the first paint of the proposal list (issue 25 item 4).
 */
export function SecondaryText({
  as: Tag = 'span',
  danger = false,
  style,
  children,
  ...rest
}: HTMLAttributes<HTMLElement> & {
  as?: 'span' | 'p';
  /** In the error colour (Typography's type="danger"). */
  danger?: boolean;
  'data-testid'?: string;
}) {
  const { token } = theme.useToken();
  const color = danger ? token.colorError : token.colorTextDescription;
  return (
    <Tag {...rest} style={{ color, ...style }}>
      {children}
    </Tag>
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
