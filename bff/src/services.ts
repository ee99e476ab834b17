import type Redis from 'ioredis';
import type { Pool } from 'pg';
import type { Env } from './config/env';
import { AbuseLimits } from './infra/abuse-limits';
import type { BusinessClock } from './infra/business-clock';
import { coreDataVersion } from './infra/core-data-version';
import { SharedCache } from './infra/shared-cache';
import { Throttle } from './infra/throttle';
import { UploadReservations } from './infra/upload-reservations';
import type { LegacyClient } from './legacy/legacy-client';
import { sessionCookieOptions } from './session/session';
import type { PortalStore } from './session/session-store';
import {
  authLegacy,
  authService,
  passwordLegacy,
  passwordService,
  remoteLoginLegacy,
  remoteLoginService,
  robotCheckService,
  sessionTimeService,
} from './modules/auth';
import { commissionLegacy, commissionService } from './modules/commission';
import {
  ACCESS_LOG_TIMEOUT_MS,
  commonLegacy,
  commonService,
  consentLegacy,
  consentService,
  proposalAccessLog,
  shellLegacy,
  shellService,
} from './modules/common';
import {
  checkedAddresses,
  customerDataLegacy,
  customerDataService,
  idLookupRecords,
  nameCheckRecords,
  nameCheckService,
  nameCheckStopped,
  releasePermitLegacy,
} from './modules/customer-data';
import { formsLegacy, formsService } from './modules/forms';
import { healthLegacy } from './modules/health';
import { homeLegacy, homeService } from './modules/home';
import {
  agentFacts,
  amlLegacy,
  amlService,
  nameCheckFlags,
  attachmentsLegacy,
  brokerFormService,
  caseGuard,
  caseOwnership,
  checkItemsService,
  completenessService,
  customerStepsLegacy,
  customerStepsService,
  draftRevisions,
  temporarySaves,
  evidenceLogOf,
  filesService,
  fileLimitsOf,
  jumpGate,
  newCases,
  proposalActionsService,
  proposalDocuments,
  proposalInsurers,
  proposalsLegacy,
  proposalsService,
  signingLegacy,
  signingService,
  statementsLegacy,
  statementsService,
  writtenAnalysisService,
} from './modules/proposals';
import { releasePermitApplyLegacy, releasePermitsService } from './modules/release-permits';

/** What the composition root builds from: the process's config, Redis, the session store and the legacy client. */
export interface Infrastructure {
  env: Env;
  redis: Redis | null;
  /** The evidence database (DATABASE_URL); null only outside production without one (evidence in memory). */
  database: Pool | null;
  store: PortalStore;
  core: LegacyClient;
  /** The now of business dates (the machine's, or the core's with CORE_CLOCK). */
  clock: BusinessClock;
}

/**
 * The composition root (issue 21): every legacy adapter, shared helper and service of the BFF is built here, once
 * per app, and modules get the result (`Services`) to declare their routes from. A module never builds another
 * module's service; a service that needs another gets it here, as a constructor argument.
 */
export function buildServices({ env, redis, database, store, core, clock }: Infrastructure) {
  const today = clock.now;
  // Shared infrastructure.
  const throttle = new Throttle(redis, env.throttleWindowSeconds);
  const limits = new AbuseLimits(throttle, env.abuseLimits, env.sessionSecret);
  const cache = new SharedCache(
    redis,
    env.cacheTtlSeconds,
    env.coreDataVersion ? coreDataVersion(env.coreUrl) : null,
  );
  const evidence = evidenceLogOf({ database, env });
  const accessLog = proposalAccessLog(core);

  // Legacy adapters: the only place a legacy path is written, one each.
  const legacy = {
    auth: authLegacy(core, env.loginTimeoutMs),
    common: commonLegacy(core),
    proposals: proposalsLegacy(core),
    attachments: attachmentsLegacy(core),
    aml: amlLegacy(core),
    statements: statementsLegacy(core),
    signing: signingLegacy(core),
    shell: shellLegacy(core),
    customerSteps: customerStepsLegacy(core),
    customerData: customerDataLegacy(core, env.addressCheckTimeoutMs),
    releasePermit: releasePermitLegacy(core),
    releasePermitApply: releasePermitApplyLegacy(core),
    consent: consentLegacy(core),
    forms: formsLegacy(core),
    home: homeLegacy(core),
    password: passwordLegacy(core),
    remoteLogin: remoteLoginLegacy(core),
    commission: commissionLegacy(core),
    health: healthLegacy(core),
  };

  // /api/auth
  const login = authService(legacy.auth, throttle, {
    loginAttempts: env.loginAttemptsPerWindow,
    otpAttempts: env.otpAttemptsPerWindow,
    ipFactor: env.throttleIpFactor,
    ipFailures: env.loginFailuresPerIp,
    ipFailureWindowSeconds: env.loginIpWindowSeconds,
  });
  const auth = {
    login,
    password: passwordService(legacy.password, legacy.auth, throttle, {
      otpAttempts: env.otpAttemptsPerWindow,
      ipFactor: env.throttleIpFactor,
    }),
    remoteLogin: remoteLoginService(legacy.remoteLogin, login, legacy.auth, throttle, {
      ipAttempts: env.loginAttemptsPerWindow * env.throttleIpFactor,
    }),
    robotCheck: robotCheckService(legacy.auth),
    sessionTime: sessionTimeService({
      store,
      cookie: sessionCookieOptions(env),
      absoluteSeconds: env.sessionAbsoluteSeconds,
    }),
  };

  // /api/common, /api/public, /api/access-log
  const shared = commonService(legacy.common, cache);
  const parameters = (ctx: Parameters<typeof shared.shared>[0]) => shared.shared(ctx, 'parameters');
  const common = {
    shared,
    shell: shellService(legacy.shell, cache, throttle, { accessLogPerWindow: env.accessLogPerWindow }),
    consent: consentService(legacy.consent, throttle, {
      ipAttempts: env.loginAttemptsPerWindow * env.throttleIpFactor,
    }),
    accessLog,
  };

  // /api/customer-data
  const addresses = checkedAddresses(redis);
  const nameChecks = nameCheckService(legacy.customerData, nameCheckRecords(redis, env.sessionSecret));
  const lookups = idLookupRecords(redis, env.sessionSecret);
  const customerData = customerDataService(
    legacy.customerData,
    legacy.releasePermit,
    legacy.auth,
    addresses,
    nameChecks,
    lookups,
    today,
  );

  // /api/proposals and /api/customer-steps: one case, many steps.
  const facts = agentFacts(legacy.auth, legacy.common, legacy.proposals);
  const proposals = proposalsService(legacy.proposals, legacy.common, facts, cache, today);
  const cases = caseGuard(proposals);
  const issued = newCases(redis, { insurers: proposalInsurers(legacy.common, cache), parameters });
  const temporary = temporarySaves(redis);
  const customerSteps = customerStepsService(
    legacy.customerSteps,
    legacy.auth,
    shared,
    draftRevisions(redis),
    issued,
    addresses,
    nameChecks,
    lookups,
    temporary,
    today,
  );
  const checkItems = checkItemsService(legacy.attachments, cases, temporary);
  const files = filesService(
    legacy.attachments,
    cases,
    fileLimitsOf(parameters),
    accessLog,
    new UploadReservations(redis),
  );
  const written = writtenAnalysisService(legacy.statements, shared, today);
  const completeness = completenessService({
    proposals,
    facts,
    customers: customerSteps,
    checkItems,
    files,
    aml: legacy.aml,
    parameters,
    statements: legacy.statements,
    written,
    signing: legacy.signing,
    evidence,
    temporary,
  });
  const gate = jumpGate({
    completeness,
    evidence,
    async accessLog(ctx, entry) {
      try {
        await legacy.shell.accessLog(ctx.legacy(), entry, ACCESS_LOG_TIMEOUT_MS);
      } catch (err) {
        ctx.log.warn({ err, reqId: ctx.requestId, transCode: entry.transCode }, 'access log failed');
      }
    },
    async toPreview(ctx, transCode) {
      const answer = await legacy.signing.updateToPreview(ctx.legacy(), transCode, 0);
      return 'errMsg' in answer ? answer.errMsg : null;
    },
  });
  const caseFiles = {
    proposals,
    ownership: caseOwnership(proposals),
    actions: proposalActionsService(legacy.proposals, proposals, facts, issued, gate, today),
    documents: proposalDocuments(proposals),
    customerSteps,
    aml: amlService(legacy.aml, {
      parameters,
      // Recorded and failing closed (issue 20); E stops the step with the core's message (spec 2 §8).
      async nameCheck(ctx, ready, transCode) {
        const verdict = await nameChecks.run(ctx, {
          transCode,
          compCode: ready.compCode,
          customers: [{ idn: ready.cusIdn, cusType: 'O' }],
        });
        if (verdict.status === 'E') throw nameCheckStopped(verdict);
        return nameCheckFlags(verdict);
      },
      caseFacts: (ctx, transCode) => proposals.find(ctx, transCode),
    }),
    checkItems,
    files,
    statements: statementsService(legacy.statements, shared),
    written,
    signing: signingService(legacy.signing, proposals, evidence, accessLog, {
      // A signature still pending after the longest a core call may take was never stored.
      settleAfterMs: env.legacyTimeoutMs + 5000,
    }),
    brokerForm: brokerFormService(core, proposals),
    completeness,
    accessLog,
  };

  return {
    env,
    redis,
    throttle,
    limits,
    cache,
    evidence,
    legacy,
    auth,
    common,
    customerData,
    proposals: caseFiles,
    home: homeService(legacy.home, legacy.auth),
    forms: formsService(legacy.forms, cache),
    commission: commissionService(legacy.commission),
    releasePermits: releasePermitsService(legacy.releasePermit, legacy.releasePermitApply, shared, today),
  };
}

/** Every service of the BFF, built once by `buildServices`: what modules declare their routes from. */
export type Services = ReturnType<typeof buildServices>;
