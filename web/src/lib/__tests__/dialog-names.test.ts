import { describe, expect, it } from 'vitest';
import { installDialogNames, nameDialog } from '../dialog-names';

const dialog = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild as HTMLElement;
};

describe('nameDialog (content-only confirms get an accessible name)', () => {
  it('names a content-only confirm by its content', () => {
    const d = dialog(
      '<div role="dialog"><div class="ant-modal-confirm-content">客戶尚未簽署書面分析報告</div></div>',
    );
    nameDialog(d);
    expect(d.getAttribute('aria-label')).toBe('客戶尚未簽署書面分析報告');
  });

  it('prefers the title, by reference when it has an id', () => {
    const d = dialog(
      '<div role="dialog"><span id="t1" class="ant-modal-confirm-title">TN001</span>' +
        '<div class="ant-modal-confirm-content">退件原因</div></div>',
    );
    nameDialog(d);
    expect(d.getAttribute('aria-labelledby')).toBe('t1');
    expect(d.hasAttribute('aria-label')).toBe(false);
  });

  it('leaves a dialog that already has a name alone', () => {
    const d = dialog(
      '<div role="dialog" aria-labelledby="x"><div class="ant-modal-confirm-content">內容</div></div>',
    );
    nameDialog(d);
    expect(d.hasAttribute('aria-label')).toBe(false);
  });

  it('names dialogs added to the document later', async () => {
    const observer = installDialogNames(document);
    const d = dialog('<div role="dialog"><div class="ant-modal-confirm-content">是否確認離開</div></div>');
    document.body.appendChild(d);
    await new Promise((r) => setTimeout(r, 0));
    expect(d.getAttribute('aria-label')).toBe('是否確認離開');
    observer.disconnect();
    d.remove();
  });
});
