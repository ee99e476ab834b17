import { createElement } from 'react';
import type { App } from 'antd';
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

function timed(time: string, message: string) {
  return createElement(
    'div',
    { 'data-testid': 'error-alert' },
    createElement('div', null, time),
    createElement('div', null, message),
  );
}

/** The global error alert: time plus message; one at a time (parallel calls fail together). */
export function showErrorAlert(alert: { time: string; message: string; reload: boolean }): void {
  if (alertOpen) return;
  alertOpen = true;
  const close = () => {
    alertOpen = false;
    if (alert.reload) reloadPage();
  };
  if (!appApi) {
    window.alert(`${alert.time}\n${alert.message}`);
    close();
    return;
  }
  appApi.modal.error({ content: timed(alert.time, alert.message), onOk: close, onCancel: close });
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
