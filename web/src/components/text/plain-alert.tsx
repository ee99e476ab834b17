import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import './plain-alert.css';

type AlertType = 'success' | 'info' | 'warning' | 'error';

const ICONS = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

interface PlainAlertProps {
  type: AlertType;
  message: ReactNode;
  /** At the end of the line (a link, a small button). */
  action?: ReactNode;
  /** Shows the close button (×), which calls it. */
  onClose?: () => void;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * antd's Alert with its icon and one line (`showIcon`, a message, an action, `closable`) as a plain element in the theme's colours
 * (role alert, as antd's): for the signing panel's hint and the PDF viewers' failure, so the signing dialog's first
 * paint does not bring Alert's code and styles (issue 25 item 4).
 */
export function PlainAlert({
  type,
  message,
  action,
  onClose,
  style,
  'data-testid': testId,
}: PlainAlertProps) {
  const { token } = theme.useToken();
  const [bg, border, icon] = {
    success: [token.colorSuccessBg, token.colorSuccessBorder, token.colorSuccess],
    info: [token.colorInfoBg, token.colorInfoBorder, token.colorInfo],
    warning: [token.colorWarningBg, token.colorWarningBorder, token.colorWarning],
    error: [token.colorErrorBg, token.colorErrorBorder, token.colorError],
  }[type];
  const Icon = ICONS[type];
  const colours = {
    '--alert-bg': bg,
    '--alert-border': border,
    '--alert-icon': icon,
    '--alert-text': token.colorText,
    '--alert-heading': token.colorTextHeading,
    '--alert-radius': `${token.borderRadiusLG}px`,
    '--alert-font-size': `${token.fontSize}px`,
    '--alert-line-height': String(token.lineHeight),
    '--alert-close': token.colorIcon,
    '--alert-close-hover': token.colorIconHover,
    '--alert-close-size': `${token.fontSizeIcon}px`,
  } as CSSProperties;
  return (
    <div role="alert" data-testid={testId} className="plain-alert" style={{ ...colours, ...style }}>
      <Icon className="plain-alert-icon" />
      <div className="plain-alert-message">{message}</div>
      {action && <div className="plain-alert-action">{action}</div>}
      {onClose && (
        <button type="button" className="plain-alert-close" aria-label="關閉" onClick={onClose}>
          <CloseOutlined />
        </button>
      )}
    </div>
  );
}
