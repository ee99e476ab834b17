import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';

type Level = 'debug' | 'info' | 'warn' | 'error';

/** What services, helpers and the legacy client log through: the app's logger or a request's pino child. */
export type LogSink = Pick<Logger, Level | 'isLevelEnabled'>;

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

/** The keys whose values are secrets or personal data: blanked wherever a line carries them (REDACT_PATHS). */
export const REDACTED_KEYS = [
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
] as const;

/**
 * pino's `redact` paths, each exact (no `*`): pino's docs put a wildcard path's cost far above an exact one's, and a
 * path that starts with `*` runs the redactor over every key of every line, the request line included (issue 39:
 * about 8 % of a GET's CPU). Where the keys can stand: at the top of a line (`log.warn({ cusIdn, err }, …)`), in a
 * `body` logged as it came (a request's or a core's answer), in the `err` pino serialises (an error's own
 * properties), and in the headers of a raw request or response should one be logged. The request line carries none
 * of them: its serializers write the id, method, sanitised URL and status only (request-log.ts).
 */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  ...REDACTED_KEYS.flatMap((key) => [key, `body.${key}`, `err.${key}`]),
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

/** The portal's version (the BFF's package.json, beside src/ and dist/). */
function portalVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** What every line of the BFF's logger carries after its level and time. */
export const BASE = { svc: 'bff', pid: process.pid, hostname: hostname(), version: portalVersion() };

/** How often lines still in the destination's buffer are written out (a quiet instance's lines still show). */
const FLUSH_EVERY_MS = 1000;

/**
 * pino's own destination (SonicBoom) on stdout, asynchronous with a buffer: lines are written 4 KB at a time, and
 * whatever is buffered every second; pino flushes it at exit (index.ts exits on a fatal error, after logging it).
 */
export function stdoutDestination(): pino.DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref();
  return destination;
}

export function createLogger(
  level: string,
  destination: pino.DestinationStream = stdoutDestination(),
): Logger {
  return pino({ level, base: BASE, redact: { paths: REDACT_PATHS, censor: '[REDACTED]' } }, destination);
}

/** A value that is a code, a number, a date or a flag (no free text): what a listed key may log in clear. */
const PLAIN_CODE = /^[A-Za-z0-9_.:-]{0,40}$/;

/**
 * The URL for the request line: the value of every query key not in LOGGED_QUERY_KEYS blanked, and of a listed key
 * too unless it is a plain code (issue 40: free text, e.g. a product name typed into `proName`, is redacted
 * whatever the key). A key not listed is blanked once, however often it
 * repeats; each value of a listed key is decided alone.
 */
export function sanitizeUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of new Set(params.keys())) {
    if (!LOGGED_QUERY_KEYS.has(key)) {
      params.set(key, '[REDACTED]');
      continue;
    }
    const values = params.getAll(key);
    if (values.every((value) => PLAIN_CODE.test(value))) continue;
    params.delete(key);
    for (const value of values) params.append(key, PLAIN_CODE.test(value) ? value : '[REDACTED]');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}
