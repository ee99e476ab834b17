import type { NextFunction, Request, Response } from 'express';
import { state, type Fault } from '../state';

const defaultMessages: Record<number, string> = {
  400: '傳送資料錯誤',
  404: '查無此服務',
  408: '核心系統處理逾時',
  500: '系統發生錯誤',
  502: 'Bad Gateway',
  503: '系統維護中',
};

/**
 * Calls a delay fault is holding: counted down once the delay is over and the call has gone on to its handler (the
 * core's handlers change their state before any await), whether or not its caller is still there. Never reset: a
 * held call outlives a reset. GET /__mock/faults/held: a test waits for the late call to land, not for a time.
 */
let held = 0;
export const heldCalls = (): number => held;

function takeMatching(req: Request): Fault[] {
  const matching = state.faults.filter(
    (f) => req.path.startsWith(f.pathPrefix) && (!f.method || f.method.toUpperCase() === req.method),
  );
  for (const f of matching) if (f.times !== undefined) f.times -= 1;
  state.faults = state.faults.filter((f) => f.times === undefined || f.times > 0);
  return matching;
}

/**
 * Applies injected faults: delay, then at most one of down (socket destroyed), HTTP status, a 200 errorCode body,
 * or a 200 with a given raw body (replyText: empty or malformed answers); or lostAnswer: the call is handled, its
 * answer never sent.
 */
export function faults(req: Request, res: Response, next: NextFunction): void {
  const matching = takeMatching(req);
  if (matching.length === 0) return next();
  const delayMs = Math.max(0, ...matching.map((f) => f.delayMs ?? 0));
  const terminal = matching.find(
    (f) => f.down || f.status !== undefined || f.errorCode !== undefined || f.replyText !== undefined,
  );
  const lost = matching.some((f) => f.lostAnswer);
  const act = () => {
    if (!terminal && lost) {
      // The handler runs in full; whatever it answers, the socket closes instead.
      res.end = (() => {
        req.socket.destroy();
        return res;
      }) as typeof res.end;
      return next();
    }
    if (!terminal) return next();
    if (terminal.down) {
      req.socket.destroy();
      return;
    }
    if (terminal.replyText !== undefined) {
      res.status(200).type('application/json').send(terminal.replyText);
      return;
    }
    if (terminal.errorCode !== undefined) {
      res.status(200).json({ errorCode: terminal.errorCode, message: terminal.message ?? '系統公告' });
      return;
    }
    const status = terminal.status ?? 500;
    res.status(status).json({ message: terminal.message ?? defaultMessages[status] ?? '系統發生錯誤' });
  };
  if (delayMs > 0) {
    held += 1;
    setTimeout(() => {
      try {
        act();
      } finally {
        held -= 1;
      }
    }, delayMs);
  } else act();
}
