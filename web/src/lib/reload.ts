/** Reloads the page after a global error alert is closed. */
export function reloadPage(): void {
  window.location.reload();
}
