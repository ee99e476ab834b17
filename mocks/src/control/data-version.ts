import { Router, type NextFunction, type Request, type Response } from 'express';
import { route } from './contract';

/**
 * Issue 44 item 4: a number that changes with every write through the control API that changes data (parameters,
 * work time, users, cases, reset…; not faults, drift or the journals), never reset. A BFF outside production (CORE_DATA_VERSION=on) reads it before each shared-cache
 * read and drops what it cached under another number, so a change QA makes reaches the portal on the next request.
 */
let version = 1;

export const dataVersionControl = Router();

/**
 * Writes that change no data the portal caches: injected failures (a cache must outlive a core outage, as in
 * production) and the journals.
 */
const NOT_DATA = /^\/(faults|drift|requests|access-log)(\/|$)/;

/** Every other control write moves the number just before its answer leaves (after the handler changed the state). */
export function bumpOnWrite(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET' && req.method !== 'HEAD' && !NOT_DATA.test(req.path)) {
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      version += 1;
      return end(...args);
    }) as Response['end'];
  }
  next();
}

route(dataVersionControl, 'get', '/__mock/data-version', (_req, res) => {
  res.json({ version: String(version) });
});
