import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createInterface } from 'node:readline/promises';

/**
 * Where core:check gets what it must never print nor take as an argument: the password (CORE_CHECK_PASSWORD, else
 * typed unechoed), the captcha and the OTP (CORE_CHECK_CAPTCHA_CMD / CORE_CHECK_OTP_CMD, else typed).
 */
export interface Asker {
  /** A line typed on the terminal; `hidden`: not echoed. */
  ask(question: string, hidden?: boolean): Promise<string>;
}

/** The terminal: refuses at once when there is none (a CI run must set the variables). */
export const terminal: Asker = {
  async ask(question, hidden = false) {
    if (!process.stdin.isTTY) throw new Error(`no terminal to ask on: ${question.trim()}`);
    const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput.bind(rl);
    if (hidden)
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) =>
        write(s.startsWith(question) ? question : s.includes('\n') ? '\n' : '');
    try {
      return (await rl.question(question)).trim();
    } finally {
      rl.close();
    }
  },
};

/**
 * The text a command prints (`sh -c`), trimmed. Against the mock, `curl -s $CORE_CHECK_CORE/__mock/last-otp?…`
 * prints JSON: a single object's `text` or `otpCode` is taken as the answer. The command gets CORE_CHECK_CORE and
 * CORE_CHECK_USER in its environment. Run without blocking: the core may answer from this very process (tests).
 */
export async function commandText(command: string, env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)('sh', ['-c', command], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 30_000,
  });
  const out = stdout.trim();
  if (!out.startsWith('{')) return out;
  try {
    const json = JSON.parse(out) as { text?: unknown; otpCode?: unknown };
    const value = json.text ?? json.otpCode;
    return typeof value === 'string' ? value : out;
  } catch {
    return out;
  }
}
