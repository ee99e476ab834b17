// Build-only stand-in for @rc-component/async-validator, antd Form's rule validator (web/build-plugins.ts, slimAntd):
// no Form.Item has `rules` (react-hook-form with yup validates every form), so rc-field-form never builds one.
// Throws if it ever does, so a form that starts using `rules` fails at once (vitest runs the real validator).
export default class UnusedAsyncValidator {
  constructor() {
    throw new Error('antd Form rules are stubbed out of the build (web/build-plugins.ts, slimAntd)');
  }
}
