import { parseArgs } from 'node:util';
import type { CheckOptions } from './run';

export const USAGE =
  'npm run core:check -- --core URL [--user CODE] [--case TRANSCODE] [--writes [--yes]] [--out DIR]\n' +
  'The password comes from CORE_CHECK_PASSWORD or the terminal; the captcha and the OTP from CORE_CHECK_CAPTCHA_CMD\n' +
  'and CORE_CHECK_OTP_CMD (commands printing the text) or the terminal. docs/legacy-contract.md tells the rest.';

/**
 * core:check's arguments: the run's options, or what is wrong with them. Only these flags: a password, captcha or
 * OTP is never an argument (it would stay in the shell's history and the process list).
 */
export function commandLine(argv: string[]): CheckOptions | { help: true } | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
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
    return { error: (err as Error).message };
  }
  if (values.help) return { help: true };
  if (!values.core) return { error: '--core URL is required' };
  if (!URL.canParse(values.core) || !/^https?:$/.test(new URL(values.core).protocol))
    return { error: '--core is not an http(s) URL' };
  return {
    core: values.core,
    user: values.user,
    caseCode: values.case,
    writes: values.writes,
    yes: values.yes,
    out: values.out,
  };
}
