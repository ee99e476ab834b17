/**
 * antd's confirm dialogs (modal.confirm / info / warning / error) that have only a `content` (the spec gives most of
 * them no title) come out as `role="dialog"` without a name, which screen readers announce as a bare "dialog" (axe's
 * aria-dialog-name, serious). This names each such dialog by its title or, without one, by its content text:
 * aria-labelledby when the node has an id, else aria-label. Installed once at start-up (main.tsx); it touches only
 * dialogs with neither attribute.
 */
const LABEL_MAX = 120;

export function nameDialog(dialog: Element): void {
  if (dialog.hasAttribute('aria-labelledby') || dialog.hasAttribute('aria-label')) return;
  const source =
    dialog.querySelector('.ant-modal-confirm-title') ?? dialog.querySelector('.ant-modal-confirm-content');
  const text = source?.textContent?.trim();
  if (!source || !text) return;
  if (source.id) dialog.setAttribute('aria-labelledby', source.id);
  else dialog.setAttribute('aria-label', text.slice(0, LABEL_MAX));
}

export function nameDialogsIn(root: ParentNode): void {
  root.querySelectorAll('[role="dialog"]').forEach(nameDialog);
}

/** Watches the document for new dialogs (antd mounts them in portals under body) and names them. */
export function installDialogNames(doc: Document = document): MutationObserver {
  const observer = new MutationObserver(() => nameDialogsIn(doc.body));
  observer.observe(doc.body, { childList: true, subtree: true });
  nameDialogsIn(doc.body);
  return observer;
}
