/**
 * The Jest settings the bff, contracts and mocks workspaces share; each jest.config.js spreads it.
 * `<rootDir>` stays the workspace that loads it.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  // The mock's login makes an RSA key and a captcha: on a loaded 2-core machine 5 s is not enough.
  testTimeout: 20000,
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  moduleNameMapper: {
    '^@agent-portal/contracts/(.*)$': '<rootDir>/../contracts/src/$1',
    '^@agent-portal/contracts$': '<rootDir>/../contracts/src',
  },
};
