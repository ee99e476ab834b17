import { commandLine, USAGE } from './command-line';
import { coreCheck } from './run';
import { terminal } from './secrets';

/**
 * `npm run core:check`: a conformance run of a core against legacy.yaml (run.ts). Exit 0; 1 when the core deviates;
 * 2 on a wrong argument, a login that did not finish, or a crash.
 */
async function main(): Promise<number> {
  const options = commandLine(process.argv.slice(2));
  if ('help' in options) {
    console.log(USAGE);
    return 0;
  }
  if ('error' in options) {
    console.error(`${options.error}\n${USAGE}`);
    return 2;
  }
  const { exitCode } = await coreCheck(options, {
    asker: terminal,
    print: (line) => console.log(line),
    env: process.env,
  });
  return exitCode;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`core:check failed: ${(err as Error).message}`);
    process.exit(2);
  },
);
