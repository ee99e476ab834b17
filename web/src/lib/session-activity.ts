/** Successful API calls slide the BFF session; the layout's countdown listens to restart itself. */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionActivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionActivity(): void {
  listeners.forEach((l) => l());
}
