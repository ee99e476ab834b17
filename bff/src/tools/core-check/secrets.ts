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

/** A line typed without echo (raw mode): Enter ends it, Backspace takes a character back, Ctrl-C gives up. */
function hiddenLine(): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let line = '';
    const done = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(line);
    };
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003') return done(new Error('interrupted'));
        if (ch === '\u007f' || ch === '\b') line = line.slice(0, -1);
        else line += ch;
      }
    };
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}

/** The terminal: refuses at once when there is none (a CI run must set the variables). */
export const terminal: Asker = {
  async ask(question, hidden = false) {
    if (!process.stdin.isTTY) throw new Error(`no terminal to ask on: ${question.trim()}`);
    if (hidden) {
      process.stderr.write(question);
      return (await hiddenLine()).trim();
    }
    const rl = createInterface({ input: process.stdin, output: process.stderr });
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
