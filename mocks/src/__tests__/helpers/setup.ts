import request from 'supertest';
import { createMockApp } from '../../server';
import { LegacyClient } from './client';
import { withContractCheck } from './contract';

/**
 * A mock app wrapped in the legacy.yaml response check, reset before each test; after each test no response
 * may have broken the contract.
 */
export function mockUnderContract() {
  const check = withContractCheck(createMockApp({ control: true, validateRequests: true }));
  beforeEach(async () => {
    await request(check.app).post('/__mock/reset').expect(204);
  });
  afterEach(() => {
    const found = check.violations.splice(0);
    expect(found).toEqual([]);
  });
  return { check, client: () => new LegacyClient(check.app) };
}
