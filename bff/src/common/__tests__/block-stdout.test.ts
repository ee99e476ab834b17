import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BlockDestination } from '../block-stdout';

describe('BlockDestination', () => {
  let dir: string;
  let file: string;
  let fd: number;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'block-'));
    file = path.join(dir, 'out.log');
    fd = openSync(file, 'a');
  });
  afterEach(() => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });
  const written = () => readFileSync(file, 'utf8');

  it('keeps lines until the block holds flushAt bytes, then writes them at once, in order', () => {
    const out = new BlockDestination(fd, 64, 256);
    out.write('{"a":1}\n');
    out.write('{"b":"中文"}\n');
    expect(written()).toBe('');
    const long = `{"c":"${'x'.repeat(60)}"}\n`;
    out.write(long);
    expect(written()).toBe(`{"a":1}\n{"b":"中文"}\n${long}`);
    out.write('{"d":4}\n');
    out.flushSync();
    expect(written()).toBe(`{"a":1}\n{"b":"中文"}\n${long}{"d":4}\n`);
  });

  it('writes what it holds first when a line might not fit, and a line longer than the block on its own', () => {
    // A block of 30 bytes: a line of n units may take 3n bytes.
    const out = new BlockDestination(fd, 1000, 30);
    out.write('first\n');
    out.write('second\n');
    expect(written()).toBe('');
    out.write('third\n');
    expect(written()).toBe('first\nsecond\n');
    const huge = `${'é'.repeat(50)}\n`;
    out.write(huge);
    expect(written()).toBe(`first\nsecond\nthird\n${huge}`);
  });

  it("flush(cb) writes what it holds and calls back (pino's logger.flush), and reports a failed write", () => {
    const out = new BlockDestination(fd, 1024);
    out.write('held\n');
    const cb = jest.fn();
    out.flush(cb);
    expect(written()).toBe('held\n');
    expect(cb).toHaveBeenCalledWith();
    const broken = new BlockDestination(1_000_000, 1024); // no such descriptor
    broken.write('lost\n');
    const failed = jest.fn();
    broken.flush(failed);
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ code: 'EBADF' }));
  });
});
