import http, { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request, Response } from 'express';

/** What answers a request before the app, when it can (the /api route table): false leaves it to the app. */
export type FrontDoor = (req: Request, res: Response, app: (req: Request, res: Response) => void) => boolean;

/**
 * The HTTP server of an Express app whose requests and responses are BORN with the app's prototypes (`app.request`,
 * `app.response`). Express 5 re-parents every `req` and `res` at the top of `app.handle` (`Object.setPrototypeOf`);
 * V8 then gives each object a new hidden class and the code that touches it (Node's HTTP server included) falls off
 * its fast paths: measured here, about 40 % of the BFF's CPU per reshaped GET (225 → 135 µs, issue 8). With the
 * prototype already in place, Express's call changes nothing. `front` (the route table) answers what it can before
 * the app: its requests skip `app.handle` and the router's walk to its first layer. Everything else is
 * `http.createServer(app)`.
 */
export function createExpressServer(app: Express, front?: FrontDoor): http.Server {
  // Node's own constructors run with the app's constructor as `new.target` (`Reflect.construct`): the object gets
  // the app's prototype and the in-object room V8 sizes from Node's constructor. A constructor that only calls
  // Node's (`IncomingMessage.call(this, socket)`) left V8 sizing the object from its own empty body: the properties
  // Node adds overflowed into a dictionary, and every read of `req` and `res` was a hash lookup (issue 25).
  // Node makes them as `new IncomingMessage(socket)` and `new ServerResponse(req, options)`.
  function AppRequest(socket: unknown) {
    return Reflect.construct(IncomingMessage, [socket], AppRequest) as IncomingMessage;
  }
  AppRequest.prototype = app.request;
  function AppResponse(req: unknown, options: unknown) {
    return Reflect.construct(ServerResponse, [req, options], AppResponse) as ServerResponse;
  }
  AppResponse.prototype = app.response;
  return http.createServer(
    {
      IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof ServerResponse,
    },
    front
      ? (req: IncomingMessage, res: ServerResponse) => {
          if (!front(req as Request, res as Response, app)) app(req, res);
        }
      : app,
  );
}

/** `app.listen` on that server (Express's own makes a plain `http.createServer(app)`). */
export function listenWithAppPrototypes(app: Express, front?: FrontDoor): void {
  app.listen = ((...args: Parameters<http.Server['listen']>) =>
    createExpressServer(app, front).listen(...args)) as unknown as Express['listen'];
}
