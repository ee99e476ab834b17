const preset = require('../jest.preset');

// http-proxy-middleware 4 and two of its dependencies ship ES modules only. The built BFF loads them with Node's own
// require(esm); Jest's module system does that only under --experimental-vm-modules, so the suites' transform (swc)
// turns them into CommonJS instead.
const ESM_ONLY = ['http-proxy-middleware', 'httpxy', 'is-plain-obj'];

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  transform: {
    ...preset.transform,
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.mjs$`]: ['@swc/jest'],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@agent-portal/mocks$': '<rootDir>/../mocks/src/server',
  },
  testTimeout: 20000,
};
