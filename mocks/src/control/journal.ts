import type { Request, Response } from 'express';
import { state, type RequestLogEntry } from '../state';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * GET /__mock/requests: the calls the core received, oldest first, filtered by `since` (a seq number: those after
 * it; or an ISO time: those at or after it), `userCode`, `pathPrefix` and `requestId`; `?headers=1` adds each
 * request's header names.
 */
export function journal(req: Request, res: Response): void {
  const since = text(req.query.since);
  const userCode = text(req.query.userCode)?.toUpperCase();
  const requestId = text(req.query.requestId);
  const prefix = text(req.query.pathPrefix) ?? '';
  let after: (e: RequestLogEntry) => boolean = () => true;
  if (since !== undefined) {
    if (/^\d+$/.test(since)) after = (e) => e.seq > Number(since);
    else if (!Number.isNaN(Date.parse(since))) after = (e) => Date.parse(e.at) >= Date.parse(since);
    else {
      res.status(400).json({ message: 'since must be a seq number or an ISO date-time' });
      return;
    }
  }
  const withHeaders = req.query.headers === '1';
  res.json(
    state.requests
      .filter(
        (e) =>
          e.path.startsWith(prefix) &&
          after(e) &&
          (!userCode || e.userCode === userCode) &&
          (!requestId || e.requestId === requestId),
      )
      .map(({ headerNames, ...entry }) => (withHeaders ? { ...entry, headerNames } : entry)),
  );
}
