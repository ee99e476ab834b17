import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import { controlRouter } from './control';
import { env } from './env';
import { now, useFreshCaseCodes } from './state';
import { countConnections } from './lib/connection-count';
import { amlRouter } from './handlers/aml';
import { annexesRouter } from './handlers/annexes';
import { authRouter } from './handlers/auth';
import { commissionRouter } from './handlers/commission';
import { commonRouter } from './handlers/common';
import { consentRouter } from './handlers/consent';
import { customersRouter } from './handlers/customers';
import { customerDataRouter } from './handlers/customer-data';
import { forgetPasswordRouter } from './handlers/forget-password';
import { formsRouter } from './handlers/forms';
import { homeRouter } from './handlers/home';
import { proposalActionsRouter } from './handlers/proposal-actions';
import { proposalDocumentsRouter } from './handlers/proposal-documents';
import { proposalsRouter } from './handlers/proposals';
import { releasePermitsRouter } from './handlers/release-permits';
import { remoteLoginRouter } from './handlers/remote-login';
import { robotCheckRouter } from './handlers/robot-check';
import { releasePermitApplyRouter } from './handlers/release-permit-apply';
import { signingRouter } from './handlers/signing';
import { brokerFormRouter } from './handlers/broker-form';
import { statementsRouter } from './handlers/statements';
import { usersRouter } from './handlers/users';
import { uploadsRouter } from './handlers/uploads';
import { drift } from './middleware/drift';
import { faults } from './middleware/faults';
import { requestLog } from './middleware/request-log';
import { sessionAndXsrf } from './middleware/session';
import { requestMismatch, validateRequests } from './middleware/validate-requests';

export interface MockAppOptions {
  /** Mount the /__mock control API (default: unless NODE_ENV is production). */
  control?: boolean;
  /** Refuse requests that do not match legacy.yaml with 400 `{message}` (default: MOCK_VALIDATE_REQUESTS=1). */
  validateRequests?: boolean;
  /** Seeded case codes change at every reset, as the real core never reuses one (default: MOCK_CASE_CODES=fresh). */
  freshCaseCodes?: boolean;
}

export function createMockApp(options: MockAppOptions = {}): express.Express {
  if (options.freshCaseCodes !== undefined) useFreshCaseCodes(options.freshCaseCodes);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(cookieParser());
  // Every answer's Date is the mock's clock (POST /__mock/clock): a BFF with CORE_CLOCK=on takes its business dates
  // from it (issue 44 item 3).
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Date', new Date(now()).toUTCString());
    next();
  });
  if (options.control ?? env.controlEnabled) app.use('/__mock', controlRouter);

  app.use(requestLog);
  // 8 MB: a 5 MB upload arrives as base64 (issue 12).
  app.use(express.json({ limit: '8mb' }), express.urlencoded({ extended: false }));
  // After the body is read, as a core does before it works on a call: a delayed call is handled even when its
  // caller is gone meanwhile (a BFF killed mid-call, issue 22).
  app.use(faults);
  // Answers drift from legacy.yaml on purpose (POST /__mock/drift): wraps what the handler sends.
  app.use(drift);
  app.use(sessionAndXsrf);
  // After the CSRF check (the core checks the token before anything else), before any handler.
  if (options.validateRequests ?? env.validateRequests) app.use(validateRequests(), requestMismatch);
  app.use(authRouter, robotCheckRouter, usersRouter, commonRouter, forgetPasswordRouter, remoteLoginRouter);
  app.use(homeRouter, commissionRouter, formsRouter, consentRouter);
  app.use(proposalsRouter, proposalActionsRouter, proposalDocumentsRouter);
  app.use(amlRouter);
  app.use(customersRouter);
  app.use(statementsRouter, annexesRouter, releasePermitApplyRouter);
  app.use(releasePermitsRouter, customerDataRouter);
  app.use(uploadsRouter);
  app.use(signingRouter, brokerFormRouter);

  app.use((_req: Request, res: Response) => {
    res.status(404).json({ message: '查無此服務' });
  });
  app.use((err: Error & { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    const status = err.status && err.status >= 400 && err.status < 500 ? 400 : 500;
    res.status(status).json({ message: status === 400 ? '傳送資料格式錯誤' : '系統發生錯誤' });
  });
  return app;
}

if (require.main === module) {
  const server = createMockApp().listen(env.port, () => {
    const line = {
      level: 'info',
      time: new Date().toISOString(),
      msg: 'mock core listening',
      port: env.port,
    };
    console.log(
      JSON.stringify({ ...line, control: env.controlEnabled, validateRequests: env.validateRequests }),
    );
  });
  countConnections(server);
  // As the BFF's (bff/src/index.ts): idle keep-alive sockets outlive the clients' (the BFF's pool, Playwright's
  // request context), so the server never closes one just as a client reuses it (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
