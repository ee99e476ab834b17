const base = require('./jest.config.js');
module.exports = {
  ...base,
  moduleNameMapper: { '^(\\.\\./)+app$': '<rootDir>/src/app.robot-verify.ts', ...base.moduleNameMapper },
};
