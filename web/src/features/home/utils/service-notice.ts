/** The service announcement shows once per login (spec 1, section 2), tracked in sessionStorage. */
const KEY_PREFIX = 'ap:service-notice-shown:';

export function shouldShowServiceNotice(
  text: string | undefined,
  loginId: string,
  storage: Storage,
): boolean {
  if (!text?.trim()) return false;
  return storage.getItem(KEY_PREFIX + loginId) !== '1';
}

export function markServiceNoticeShown(loginId: string, storage: Storage): void {
  storage.setItem(KEY_PREFIX + loginId, '1');
}

/** Home shows the first 6 pending proposals, 6 more per 顯示更多 (spec 1, section 9). */
export const PENDING_PAGE = 6;
