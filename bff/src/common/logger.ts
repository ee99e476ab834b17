import pino, { type Logger } from 'pino';
import { blockStdout } from './block-stdout';

/**
 * The query keys whose values reach the log in clear: codes, states, dates and flags that never carry personal
 * data. Every other key's value is blanked (issue 20 item 7): names (oCusName, iCusName), IDs (cusIdn, cusCode),
 * file names, secrets, and any key added later until it is listed here. A list of what is safe, not of what is
 * not: a new search field with a customer's name, phone or birthday cannot slip into the request line.
 */
export const LOGGED_QUERY_KEYS: ReadonlySet<string> = new Set([
  'applyEndDt',
  'applyStartDt',
  'areaName',
  'branCode',
  'cityName',
  'codeType',
  'compCode',
  'endMonth',
  'fileGroup',
  'fileType',
  'formName',
  'format',
  'formType',
  'fromSearch',
  'isPreview',
  'isWait',
  'mode',
  'modifyDtEnd',
  'modifyDtStart',
  'page',
  'pageSize',
  'period',
  'pirCode',
  'polInsureType',
  'polState',
  'proName',
  'remoteEduYn',
  'startMonth',
  'stepCode',
  'transCode',
]);

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'newPassword',
    'confirmPassword',
    'resetNewPawd',
    'resetIdn',
    'idLast4',
    'captcha',
    'otpCode',
    'otpRecCode',
    'recaptchaToken',
    'idn',
    'param',
    'pram',
    // Personal data, should a line ever carry a record (issue 20 item 7).
    'cusIdn',
    'cusName',
    'oCusName',
    'iCusName',
    'oCusIdn',
    'signerName',
    'birthday',
    'mobile',
    'phone',
    'email',
  ].flatMap((key) => [`*.${key}`, `*.*.${key}`]),
];

/** A URL fit for the log: the password of redis://user:pass@host is blanked. */
export function redactUrlPassword(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '[unparsable url]';
  }
}

/** What every line of the BFF's logger carries after its level and time. */
export const BASE = { svc: 'bff' };

const destinations = new WeakMap<Logger, pino.DestinationStream>();

export function createLogger(level: string, destination: pino.DestinationStream = blockStdout()): Logger {
  const logger = pino(
    { level, base: BASE, redact: { paths: REDACT_PATHS, censor: '[REDACTED]' } },
    destination,
  );
  destinations.set(logger, destination);
  return logger;
}

/**
 * For a logger made by `createLogger`: its destination, for lines made whole elsewhere (the request line,
 * common/request-line.ts) and written beside its own, in order. Undefined for any other logger.
 */
export const destinationOf = (logger: Logger): pino.DestinationStream | undefined => destinations.get(logger);

/** The URL for the request line: the value of every query key not in LOGGED_QUERY_KEYS blanked. */
export function sanitizeUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of new Set(params.keys())) if (!LOGGED_QUERY_KEYS.has(key)) params.set(key, '[REDACTED]');
  return `${url.slice(0, q)}?${params.toString()}`;
}
