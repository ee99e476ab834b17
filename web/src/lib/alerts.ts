import { createElement } from 'react';
import type { App } from 'antd';
import { REQUEST_ID_LABEL } from '@agent-portal/contracts/messages';
import { createThrottle } from './error-policy';
import { reloadPage } from './reload';

type AppApi = ReturnType<typeof App.useApp>;

let appApi: AppApi | null = null;
let alertOpen = false;
const noticeGate = createThrottle();

/** antd's App context (modal, message) as a module-level holder, set by `AlertHost` inside `<App>`. */
export function registerAppApi(api: AppApi | null): void {
  appApi = api;
}

export interface ErrorAlert {
  time: string;
  message: string;
  reload: boolean;
  /** The BFF's request id (absent when no BFF answered): shown small, selected whole by one click. */
  requestId?: string;
}

/** The request id line: 「錯誤代碼：…」, the id selectable as one piece so support gets it exactly. */
function requestIdLine(requestId: string) {
  return createElement(
    'div',
    { 'data-testid': 'error-request-id', style: { marginTop: 8, fontSize: 12, color: 'rgba(0,0,0,0.45)' } },
    REQUEST_ID_LABEL,
    createElement('code', { style: { userSelect: 'all' } }, requestId),
  );
}

/** The alert's content: time, message, and the request id when there is one. */
export function errorAlertContent({ time, message, requestId }: ErrorAlert) {
  return createElement(
    'div',
    { 'data-testid': 'error-alert' },
    createElement('div', null, time),
    createElement('div', null, message),
    requestId ? requestIdLine(requestId) : null,
  );
}

/** The global error alert: time, message, request id; one at a time (parallel calls fail together). */
export function showErrorAlert(alert: ErrorAlert): void {
  if (alertOpen) return;
  alertOpen = true;
  const close = () => {
    alertOpen = false;
    if (alert.reload) reloadPage();
  };
  if (!appApi) {
    const id = alert.requestId ? `\n${REQUEST_ID_LABEL}${alert.requestId}` : '';
    window.alert(`${alert.time}\n${alert.message}${id}`);
    close();
    return;
  }
  appApi.modal.error({ content: errorAlertContent(alert), onOk: close, onCancel: close });
}

/** The legacy 449 notice: the message with the time, at most one per 5 s, no reload. */
export function showNotice(notice: { time: string; message: string }): void {
  if (!noticeGate(Date.now())) return;
  const text = `${notice.time} ${notice.message}`;
  if (appApi) void appApi.message.warning(text, 5);
  else window.alert(text);
}

/** Notes a call returned on success (e.g. the core's messages after the written analysis was posted), one per line. */
export function showNotes(messages: readonly string[]): void {
  if (messages.length === 0) return;
  if (!appApi) {
    window.alert(messages.join('\n'));
    return;
  }
  void appApi.modal.info({
    content: createElement(
      'div',
      { 'data-testid': 'notes' },
      messages.map((m) => createElement('div', { key: m }, m)),
    ),
    okText: '確定',
  });
}
