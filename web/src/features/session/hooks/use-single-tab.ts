import { useEffect, useState } from 'react';
import {
  CLAIM_WAIT_MS,
  TAB_CHANNEL,
  isTabMessage,
  reactToTabMessage,
  type TabState,
} from '../utils/tab-claim';

/** Whether this tab may show the portal for the login `pageId` (see utils/tab-claim.ts). */
export function useSingleTab(pageId: string | undefined): TabState {
  const [state, setState] = useState<TabState>('checking');

  useEffect(() => {
    if (!pageId) return undefined;
    if (typeof BroadcastChannel === 'undefined') {
      setState('holder');
      return undefined;
    }
    const me = { pageId, tabId: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}` };
    const channel = new BroadcastChannel(TAB_CHANNEL);
    let current: TabState = 'checking';
    const set = (next: TabState) => {
      current = next;
      setState(next);
    };
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (!isTabMessage(event.data)) return;
      const reaction = reactToTabMessage(current, me, event.data);
      if (reaction.reply) channel.postMessage(reaction.reply);
      if (reaction.state !== current) set(reaction.state);
    };
    channel.postMessage({ type: 'claim', ...me });
    const timer = window.setTimeout(() => {
      if (current === 'checking') set('holder');
    }, CLAIM_WAIT_MS);
    return () => {
      window.clearTimeout(timer);
      channel.close();
    };
  }, [pageId]);

  return state;
}
