/** Business constants and limits of the portal shell (spec 1, section 9), one place for web and BFF. */

/** Session timer defaults in seconds, overridable by the core's timer range; the timer ticks every 200 ms. */
export const SESSION_TIMEOUT_SECONDS = 1800;
export const SESSION_REMIND_SECONDS = 600;
export const SESSION_TICK_MS = 200;

/** Call timeouts. */
export const LOGIN_TIMEOUT_MS = 16_000;
export const API_TIMEOUT_MS = 600_000;
export const ADDRESS_CHECK_TIMEOUT_MS = 100_000;

/** The login page polls the version this often. */
export const VERSION_POLL_MS = 30_000;

export const OTP_DIGITS = 6;
export const PASSWORD_LENGTH = { min: 8, max: 12 } as const;
export const RESET_ID_DIGITS = 4;

/** Tables: page sizes and the default. */
export const PAGE_SIZES = [5, 10, 15, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 15;

/** Home: marquee rotation and the pending-proposal list steps. */
export const MARQUEE_ROTATE_MS = 3600;
export const HOME_LIST_FIRST = 6;
export const HOME_LIST_STEP = 6;
/** Proposal states the home cards show (POL_STATEN, O, S, U). */
export const PENDING_POLICY_STATES = ['N', 'O', 'S', 'U'] as const;

/** Certificate role codes of the licence card, with the names shown (the spec gives only English glosses). */
export const CERTIFICATE_ROLES = {
  P106: '傳統型保險商品銷售資格',
  P107: '投資型保險商品銷售資格',
  P108: '投資型年金保險商品銷售資格',
  P109: '傳統型年金保險商品銷售資格',
  P110: '外幣收付非投資型保險商品銷售資格',
} as const;

export const DEBOUNCE_MS = 3000;

/** Display format of times (yyyy/MM/dd HH:mm:ss, dayjs tokens). */
export const TIME_DISPLAY_FORMAT = 'YYYY/MM/DD HH:mm:ss';

/** Loading rules (spec 2 §4.7, spec 3 §9): upload indicators hide after 3 s, downloads after 1 s; a pressed button stays locked 3 s. */
export const UPLOAD_INDICATOR_MS = 3000;
export const DOWNLOAD_INDICATOR_MS = 1000;
export const BUTTON_LOCK_MS = 3000;

/** A tab shows its unmet required count when above 0 and not this value (spec 2 §2.10, as the legacy did). */
export const TAB_COUNT_HIDDEN = 8;
/** The company code of remote cases and the mobile container's default (spec 2 §2.10). */
export const DEFAULT_COMP_CODE = 'CH';
