import express, { Router, type Request, type Response } from 'express';
import { putCode } from '../fixtures/codes';
import { findUser } from '../fixtures/users';
import { amlControlRouter } from './aml';
import { driftControl } from './drift';
import { fileContentControl } from './file-content';
import { connectionsOpened } from '../lib/connection-count';
import { heldCalls } from '../middleware/faults';
import { agreeConsent } from '../proposals/customer-store';
import { completeCase } from '../proposals/complete-case';
import { randomToken } from '../lib/random';
import {
  now,
  numericParameter,
  resetState,
  ROBOT_CHECK_MODES,
  state,
  type Fault,
  type RobotCheckMode,
} from '../state';
import { releasePermitReviewControl } from './release-permit-review';
import { bumpOnWrite, dataVersionControl } from './data-version';
import { consoleControl } from './console';
import { documentControl } from './document';
import { journal } from './journal';
import { scenariosControl } from './scenarios';
import { usersControl } from './users';
import { writtenFactsControl } from './written-facts';
import { route } from './contract';

/** The /__mock API used by tests and e2e; mounted only when NODE_ENV !== 'production'. */
export const controlRouter = Router();
controlRouter.use(express.json({ limit: '2mb' }), bumpOnWrite);
controlRouter.use(writtenFactsControl, releasePermitReviewControl, fileContentControl);
controlRouter.use(amlControlRouter);
controlRouter.use(driftControl);
controlRouter.use(scenariosControl, usersControl, documentControl, dataVersionControl, consoleControl);

const bad = (res: Response, message: string) => res.status(400).json({ message });
const body = (req: Request): Record<string, unknown> =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
const optionalNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Issue 20: the core's data of a case whose every step was done (`signed`: and every signature). */
route(controlRouter, 'put', '/__mock/complete-case', (req, res) => {
  const b = body(req);
  const p = typeof b.transCode === 'string' ? state.proposals.get(b.transCode) : undefined;
  if (!p) return bad(res, 'unknown transCode');
  completeCase(p, b.signed === true);
  res.status(204).end();
});

route(controlRouter, 'post', '/__mock/reset', (_req, res) => {
  resetState();
  res.status(204).end();
});

route(controlRouter, 'get', '/__mock/last-captcha', (req, res) => {
  const sessionId = typeof req.query.sessionId === 'string' ? req.query.sessionId : undefined;
  const captcha = sessionId ? state.sessions.get(sessionId)?.captcha : state.lastCaptcha?.text;
  if (!captcha) return res.status(404).json({ message: 'no captcha issued' });
  res.json({ text: captcha });
});

route(controlRouter, 'get', '/__mock/last-otp', (req, res) => {
  const userCode = typeof req.query.userCode === 'string' ? req.query.userCode.toUpperCase() : '';
  const record = state.otps.get(userCode);
  if (!record) return res.status(404).json({ message: `no OTP pending for ${userCode}` });
  res.json({ otpCode: record.otpCode, otpRecCode: record.otpRecCode });
});

route(controlRouter, 'get', '/__mock/faults', (_req, res) => res.json(state.faults));

route(controlRouter, 'post', '/__mock/faults', (req, res) => {
  const b = body(req);
  if (typeof b.pathPrefix !== 'string' || !b.pathPrefix.startsWith('/'))
    return bad(res, 'pathPrefix must start with /');
  const fault: Fault = {
    pathPrefix: b.pathPrefix,
    method: typeof b.method === 'string' ? b.method.toUpperCase() : undefined,
    status: optionalNumber(b.status),
    delayMs: optionalNumber(b.delayMs),
    down: b.down === true ? true : undefined,
    errorCode: optionalNumber(b.errorCode),
    message: typeof b.message === 'string' ? b.message : undefined,
    replyText: typeof b.replyText === 'string' ? b.replyText : undefined,
    lostAnswer: b.lostAnswer === true ? true : undefined,
    times: optionalNumber(b.times),
  };
  if (
    !fault.status &&
    !fault.delayMs &&
    !fault.down &&
    fault.errorCode === undefined &&
    fault.replyText === undefined &&
    !fault.lostAnswer
  ) {
    return bad(res, 'one of status, delayMs, down, errorCode, replyText, lostAnswer is required');
  }
  state.faults.push(fault);
  res.status(201).json(state.faults);
});

/** How many calls a delay fault still holds (middleware/faults.ts): a test waits for 0, not for a time. */
route(controlRouter, 'get', '/__mock/faults/held', (_req, res) => res.json({ held: heldCalls() }));

route(controlRouter, 'delete', '/__mock/faults', (_req, res) => {
  state.faults = [];
  res.status(204).end();
});

route(controlRouter, 'put', '/__mock/parameters', (req, res) => {
  const { parameterType, parameterCode, parameterValue } = body(req);
  if (
    typeof parameterType !== 'string' ||
    typeof parameterCode !== 'string' ||
    typeof parameterValue !== 'string'
  ) {
    return bad(res, 'parameterType, parameterCode and parameterValue (strings) are required');
  }
  let param = state.parameters.find(
    (p) => p.parameterType === parameterType && p.parameterCode === parameterCode,
  );
  if (param) param.parameterValue = parameterValue;
  else {
    param = { parameterType, parameterCode, parameterValue, variableDesc: '' };
    state.parameters.push(param);
  }
  res.json(param);
});

route(controlRouter, 'put', '/__mock/codes', (req, res) => {
  const { codeType, codeValue, codeName, codeDesc } = body(req);
  if (
    typeof codeType !== 'string' ||
    typeof codeValue !== 'string' ||
    typeof codeName !== 'string' ||
    !codeType
  )
    return bad(res, 'codeType, codeValue and codeName (strings) are required');
  if (codeDesc !== undefined && typeof codeDesc !== 'string') return bad(res, 'codeDesc must be a string');
  res.json(putCode({ codeType, codeValue, codeName, ...(codeDesc === undefined ? {} : { codeDesc }) }));
});

route(controlRouter, 'put', '/__mock/work-time', (req, res) => {
  const { inWorkTime } = body(req);
  if (typeof inWorkTime !== 'boolean') return bad(res, 'inWorkTime (boolean) is required');
  state.inWorkTime = inWorkTime;
  res.json({ inWorkTime });
});

route(controlRouter, 'get', '/__mock/robot-check', (_req, res) => res.json({ mode: state.robotCheck }));

route(controlRouter, 'put', '/__mock/robot-check', (req, res) => {
  const { mode } = body(req);
  if (!ROBOT_CHECK_MODES.includes(mode as RobotCheckMode)) {
    return bad(res, `mode must be one of ${ROBOT_CHECK_MODES.join(', ')}`);
  }
  state.robotCheck = mode as RobotCheckMode;
  res.json({ mode: state.robotCheck });
});

route(controlRouter, 'post', '/__mock/clock', (req, res) => {
  const advanceMs = optionalNumber(body(req).advanceMs);
  if (advanceMs === undefined) return bad(res, 'advanceMs (number) is required');
  state.clockOffsetMs += advanceMs;
  res.json({ offsetMs: state.clockOffsetMs, now: new Date(now()).toISOString() });
});

route(controlRouter, 'get', '/__mock/sessions/count', (_req, res) => {
  const timeoutMs = numericParameter('SESSION_TIMEOUT', 1800) * 1000;
  const count = [...state.sessions.values()].filter((s) => now() - s.lastSeenAt <= timeoutMs).length;
  res.json({ count });
});

route(controlRouter, 'get', '/__mock/requests', journal);

route(controlRouter, 'delete', '/__mock/requests', (_req, res) => {
  state.requests = [];
  res.status(204).end();
});

/** The signatures the core keeps for a case (images by recCode, sign times by cusCode), for tests to re-read. */
route(controlRouter, 'get', '/__mock/signatures/{transCode}', (req, res) => {
  const kept = state.signatures.get(req.params.transCode ?? '');
  res.json({ images: { ...kept?.images }, signDt: { ...kept?.signDt } });
});

/** The access-log entries the core received; `?progClassName=` and `?transCode=` filter them. */
route(controlRouter, 'get', '/__mock/access-log', (req, res) => {
  const match = (key: string) => (e: Record<string, unknown>) =>
    typeof req.query[key] !== 'string' || e[key] === req.query[key];
  res.json(state.accessLog.filter(match('progClassName')).filter(match('transCode')));
});

route(controlRouter, 'delete', '/__mock/access-log', (_req, res) => {
  state.accessLog = [];
  res.status(204).end();
});

route(controlRouter, 'post', '/__mock/rmw-ticket', (req, res) => {
  const user = findUser(String(body(req).userCode ?? ''));
  if (!user) return bad(res, 'userCode of a fixture user is required');
  const param = randomToken(12);
  state.rmwTickets.set(param, user.userCode);
  res.json({ from: 'RMW', param });
});

route(controlRouter, 'get', '/__mock/mails', (_req, res) => res.json(state.mails));

/** TCP connections accepted since the mock started (never reset): bench reads the delta over a run. */
route(controlRouter, 'get', '/__mock/connections', (_req, res) => res.json({ opened: connectionsOpened() }));

/**
 * Every form download answers these bytes (as application/pdf, what legacy.yaml documents) until DELETE or reset:
 * npm run bench streams the same bytes as a reshaped list through the BFF's file path.
 */
route(controlRouter, 'put', '/__mock/form-file', (req, res) => {
  const { base64 } = body(req);
  if (typeof base64 !== 'string' || !base64) return bad(res, 'base64 (string) is required');
  state.formFile = Buffer.from(base64, 'base64');
  res.json({ size: state.formFile.length });
});

route(controlRouter, 'delete', '/__mock/form-file', (_req, res) => {
  state.formFile = null;
  res.status(204).end();
});

/** Every commission month lists this many rows (1-50) until reset: npm run bench's reshaped list of about 50 KB. */
route(controlRouter, 'put', '/__mock/commission-rows', (req, res) => {
  const { perMonth } = body(req);
  if (!Number.isInteger(perMonth) || (perMonth as number) < 1 || (perMonth as number) > 50) {
    return bad(res, 'perMonth (integer 1-50) is required');
  }
  state.commissionRowsPerMonth = perMonth as number;
  res.json({ perMonth: state.commissionRowsPerMonth });
});
// issue 10 (g10a): the customer clicks the SMS consent link; the SMS sent so far.
route(controlRouter, 'post', '/__mock/consent/click', (req, res) => {
  const b = body(req);
  if (typeof b.cusName !== 'string' || typeof b.mobile !== 'string')
    return bad(res, 'cusName and mobile required');
  agreeConsent(b.cusName, b.mobile);
  res.status(204).end();
});

route(controlRouter, 'get', '/__mock/sms-sent', (_req, res) => res.json(state.smsSent));
