import { theme } from 'antd';
import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import './plain-tag.css';

/** The preset colours the signing screens use (antd's palette: text in the 7th shade, on the 1st, border the 3rd). */
type TagColour = 'green' | 'orange';

interface PlainTagProps extends HTMLAttributes<HTMLSpanElement> {
  color?: TagColour;
  'data-testid'?: string;
  'data-signer-status'?: string;
}

/**
 * antd's Tag (default or a preset colour) as a plain element in the theme's colours, for the signing screens: the
 * signing dialog drew no other Tag, and antd's brought its code and styles to the dialog's first paint (issue 25 item
 * 4). Takes a ref and the pointer handlers, so a Tooltip can wrap it.
 */
export const PlainTag = forwardRef<HTMLSpanElement, PlainTagProps>(function PlainTag(
  { color, style, className, ...rest },
  ref,
) {
  const { token } = theme.useToken();
  const [text, bg, border] = color
    ? [token[`${color}7`], token[`${color}1`], token[`${color}3`]]
    : [token.colorText, token.colorFillQuaternary, token.colorBorder];
  const colours = {
    '--tag-text': text,
    '--tag-bg': bg,
    '--tag-border': border,
    '--tag-radius': `${token.borderRadiusSM}px`,
    '--tag-font-size': `${token.fontSizeSM}px`,
    '--tag-line-height': `${token.lineHeightSM * token.fontSizeSM}px`,
  } as CSSProperties;
  return (
    <span
      ref={ref}
      className={className ? `plain-tag ${className}` : 'plain-tag'}
      style={{ ...colours, ...style }}
      {...rest}
    />
  );
});
