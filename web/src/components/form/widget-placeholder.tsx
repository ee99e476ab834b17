// antd's theme module, not its index: the index holds Pagination, whose page-size changer is the lazy Select
// (web/build-stubs/lazy-antd-select.js), and would make the two depend on each other.
import theme from 'antd/es/theme';
import type { CSSProperties, ReactNode } from 'react';
import './widget-placeholder.css';

interface WidgetPlaceholderProps {
  /** The widget's value as it shows it; the placeholder text when empty. */
  text: ReactNode;
  empty: boolean;
  /** The widget's icon at its end (the select's arrow, the date picker's calendar). */
  suffix: ReactNode;
  style?: CSSProperties;
  disabled?: boolean;
}

/**
 * What a lazy form widget (lazy-select, lazy-date-picker) draws while its chunk is fetched: a box of the widget's
 * size, border and value, as antd draws it, so nothing moves when the widget takes its place.
 */
export function WidgetPlaceholder({ text, empty, suffix, style, disabled }: WidgetPlaceholderProps) {
  const { token } = theme.useToken();
  const colours = {
    '--widget-border': token.colorBorder,
    '--widget-radius': `${token.borderRadius}px`,
    '--widget-bg': disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    '--widget-text': disabled ? token.colorTextDisabled : token.colorText,
    '--widget-placeholder': token.colorTextPlaceholder,
    '--widget-icon': token.colorTextQuaternary,
    '--widget-height': `${token.controlHeight}px`,
    '--widget-font-size': `${token.fontSize}px`,
  } as CSSProperties;
  return (
    <span className="widget-placeholder" aria-busy="true" style={{ ...colours, ...style }}>
      <span
        className={empty ? 'widget-placeholder-text widget-placeholder-empty' : 'widget-placeholder-text'}
      >
        {text}
      </span>
      <span className="widget-placeholder-suffix">{suffix}</span>
    </span>
  );
}
