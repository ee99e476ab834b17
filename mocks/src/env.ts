/** The only reader of process.env in the mock core. */
export const env = {
  port: Number(process.env.MOCK_PORT ?? 8090),
  controlEnabled: process.env.NODE_ENV !== 'production',
  /** Default of createMockApp's validateRequests: check every request against legacy.yaml. */
  validateRequests: ['1', 'true'].includes(process.env.MOCK_VALIDATE_REQUESTS ?? ''),
  /** MOCK_CASE_CODES=fresh: seeded case codes change at every start and reset (else stable; docs/decisions.md). */
  freshCaseCodes: process.env.MOCK_CASE_CODES === 'fresh',
  /** The portal (BFF) the QA console links to: the mock cannot learn it, the BFF calls from its own port. */
  portalUrl: (process.env.PORTAL_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, ''),
};
