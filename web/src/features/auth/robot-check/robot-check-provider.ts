import { shellMessages } from '@agent-portal/contracts/messages';

/** Why a robot check stopped working; each falls back to the typed captcha with its message. */
export type RobotCheckFailure = 'error' | 'expired' | 'param';

export interface RobotCheckHandlers {
  onToken: (token: string) => void;
  onFailure: (failure: RobotCheckFailure) => void;
}

/**
 * A third-party robot check (the legacy used Google reCAPTCHA). `load` resolves false when the vendor cannot be
 * reached; `mount` renders the widget and returns its clean-up.
 */
export interface RobotCheckProvider {
  readonly name: string;
  load: () => Promise<boolean>;
  mount: (element: HTMLElement, handlers: RobotCheckHandlers) => () => void;
}

/**
 * The default: this network reaches no third-party service, so Google's widget can never load and the typed
 * image captcha is the working path (the login page picks the mock core's simulator, see bff-provider).
 */
export const unavailableRobotCheck: RobotCheckProvider = {
  name: 'unavailable',
  load: () => Promise.resolve(false),
  mount: () => () => undefined,
};

const failureMessages: Record<RobotCheckFailure, string> = {
  error: shellMessages.RECAPTCHA_ERROR_FALLBACK,
  expired: shellMessages.RECAPTCHA_EXPIRED,
  param: shellMessages.RECAPTCHA_PARAM_ERROR,
};

/**
 * `robot`: the widget is on screen; `round` counts its mounts (a spent or expired token needs a fresh widget),
 * `notice` says why the user must tick again. `captcha`: the typed captcha, `notice` says why it replaced the check.
 */
export type RobotCheckState =
  | { mode: 'loading' }
  | { mode: 'robot'; token: string | null; round: number; notice: string | null }
  | { mode: 'captcha'; notice: string | null };

export type RobotCheckEvent =
  | { type: 'loaded'; available: boolean }
  | { type: 'token'; token: string }
  | { type: 'failure'; failure: RobotCheckFailure }
  /** A login used the token and was refused for another reason: tokens are single use, so tick again. */
  | { type: 'spent' };

/** Pure transitions: an unavailable provider or any failure but "expired" falls back to the typed captcha, for good. */
export function robotCheckReducer(state: RobotCheckState, event: RobotCheckEvent): RobotCheckState {
  if (state.mode === 'captcha') return state;
  switch (event.type) {
    case 'loaded':
      return event.available
        ? { mode: 'robot', token: null, round: 0, notice: null }
        : { mode: 'captcha', notice: null };
    case 'token':
      return state.mode === 'robot' ? { ...state, token: event.token, notice: null } : state;
    case 'spent':
      return state.mode === 'robot' ? { ...state, token: null, round: state.round + 1 } : state;
    case 'failure':
      // An expired check asks to tick again; the others give up on the vendor.
      if (event.failure === 'expired' && state.mode === 'robot')
        return { mode: 'robot', token: null, round: state.round + 1, notice: failureMessages.expired };
      return { mode: 'captcha', notice: failureMessages[event.failure] };
  }
}

export function robotCheckFailureMessage(failure: RobotCheckFailure): string {
  return failureMessages[failure];
}

/** The BFF's login refusals of a robot-check token (POST /api/auth/login with recaptchaToken). */
export function robotCheckFailureOf(code: string | null): RobotCheckFailure | null {
  if (code === 'RECAPTCHA_FALLBACK') return 'error';
  if (code === 'RECAPTCHA_EXPIRED') return 'expired';
  if (code === 'RECAPTCHA_PARAM') return 'param';
  return null;
}
