import type { Request } from 'express';
import type { SessionAccessor } from './session-accessor';
import type { PortalSession } from './session-data';

/** The express-session implementation of SessionAccessor (the only file that knows express-session's API). */
export function expressSessionAccessor(req: Request): SessionAccessor {
  return {
    get id() {
      return req.sessionID;
    },
    get: (key) => req.session[key],
    set: (key, value) => {
      if (value === undefined) delete req.session[key];
      else (req.session as PortalSession)[key] = value;
    },
    regenerateId: () => {
      const { cookie: _cookie, ...data } = req.session as typeof req.session & PortalSession;
      return new Promise((resolve, reject) =>
        req.session.regenerate((err) => {
          if (err) return reject(err);
          Object.assign(req.session, data);
          resolve();
        }),
      );
    },
    destroy: () =>
      new Promise((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve()))),
  };
}
