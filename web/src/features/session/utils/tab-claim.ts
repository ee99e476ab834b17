/**
 * One tab per login (spec 1, section 2): a new tab claims the user's randomPageId on a BroadcastChannel; a tab
 * that already holds it answers "taken", and the newcomer goes to the error-message page. A reload is a new
 * page whose predecessor is gone, so nobody answers it.
 */
export type TabMessage =
  { type: 'claim'; pageId: string; tabId: string } | { type: 'taken'; pageId: string; to: string };

export const TAB_CHANNEL = 'agent-portal-tabs';
/** How long a claim waits for a holder's answer. */
export const CLAIM_WAIT_MS = 400;

export type TabState = 'checking' | 'holder' | 'refused';

export interface TabReaction {
  state: TabState;
  reply?: TabMessage;
}

/** How a tab reacts to a message from another one. */
export function reactToTabMessage(
  state: TabState,
  me: { pageId: string; tabId: string },
  message: TabMessage,
): TabReaction {
  if (message.pageId !== me.pageId) return { state };
  if (message.type === 'taken')
    return message.to === me.tabId && state === 'checking' ? { state: 'refused' } : { state };
  // Only the holder answers; a tab still checking stays quiet (two simultaneous newcomers both get in).
  if (state === 'holder' && message.tabId !== me.tabId) {
    return { state, reply: { type: 'taken', pageId: me.pageId, to: message.tabId } };
  }
  return { state };
}

export function isTabMessage(value: unknown): value is TabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (v.type === 'claim' || v.type === 'taken') && typeof v.pageId === 'string';
}
