const preset = require('../jest.preset');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@agent-portal/mocks$': '<rootDir>/../mocks/src/server',
  },
  testTimeout: 20000,
};
