import { parseArgs } from 'node:util';
import { coreCheck } from './run';
import { terminal } from './secrets';

const USAGE =
  'npm run core:check -- --core URL [--user CODE] [--case TRANSCODE] [--writes [--yes]] [--out DIR]\n' +
  'The password comes from CORE_CHECK_PASSWORD or the terminal; the captcha and the OTP from CORE_CHECK_CAPTCHA_CMD\n' +
  'and CORE_CHECK_OTP_CMD (commands printing the text) or the terminal. docs/legacy-contract.md tells the rest.';

/**
 * `npm run core:check`: a conformance run of a core against legacy.yaml (run.ts). Exit 0; 1 when the core deviates;
 * 2 on a wrong argument, a login that did not finish, or a crash.
 */
async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        core: { type: 'string' },
        user: { type: 'string' },
        case: { type: 'string' },
        writes: { type: 'boolean', default: false },
        yes: { type: 'boolean', default: false },
        out: { type: 'string', default: 'core-check' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help || !values.core) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  try {
    new URL(values.core);
  } catch {
    console.error(`--core is not a URL\n${USAGE}`);
    return 2;
  }
  const { exitCode } = await coreCheck(
    {
      core: values.core,
      user: values.user,
      caseCode: values.case,
      writes: values.writes,
      yes: values.yes,
      out: values.out,
    },
    { asker: terminal, print: (line) => console.log(line), env: process.env },
  );
  return exitCode;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`core:check failed: ${(err as Error).message}`);
    process.exit(2);
  },
);
