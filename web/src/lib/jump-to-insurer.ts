import { postJump, type JumpRequest } from '@/api/post-jump';

/** How the jump tells the agent about the core's refusal (a themed alert; `window.alert` would do too). */
export interface JumpAlerts {
  error(message: string): void;
}

export type JumpOutcome = { opened: true; url: string } | { opened: false; errorMsg?: string };

/**
 * The one jump to the insurer (spec 2 §4.7), for the search page's row (state O), the written-analysis step (n7,
 * remote) and the signing step (n8): the BFF fetches the insurer link (compCode, insAcceptDt, insAcceptNo) and,
 * with a link, sets polState O; the link opens in a new window. The core's erorrMsg arrives as errorMsg: it is
 * alerted and nothing changed. Going back to the list is the caller's (see `useJumpToInsurer`).
 *
 * Call it synchronously from the click (or a confirmation's 確定) handler, before any await of yours: the new
 * window is opened at once, so that popup blockers let it through, and pointed at the link once it is known.
 * The unsigned-customer warning and its confirmation list (4.7, first point) come before it, in the signing step;
 * `request` says where from and carries the visiting agent's declaration, which the BFF records (issue 20).
 */
export async function jumpToInsurer(
  transCode: string,
  alerts: JumpAlerts,
  request: JumpRequest = {},
): Promise<JumpOutcome> {
  const tab = window.open('about:blank', '_blank');
  let link: Awaited<ReturnType<typeof postJump>>;
  try {
    link = await postJump(transCode, request);
  } catch (error) {
    tab?.close(); // the api client has shown the failure
    throw error;
  }
  if (!link.url) {
    tab?.close();
    if (link.errorMsg) alerts.error(link.errorMsg);
    return { opened: false, errorMsg: link.errorMsg };
  }
  if (tab) {
    tab.opener = null;
    tab.location.href = link.url;
  } else window.open(link.url, '_blank', 'noopener');
  return { opened: true, url: link.url };
}
