// node --test scripts/bench/idle-poll.test.mjs: the bench's idle polling on a file standing in for haltpoll's knob.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pollIdleCpus } from './idle-poll.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'idle-poll-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));
const knob = (value) => {
  const file = path.join(dir, `knob-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, `${value}\n`);
  return file;
};
const read = (file) => readFileSync(file, 'utf8').trim();

test('raises a lower value for the run and puts it back once', () => {
  const file = knob(0);
  const idle = pollIdleCpus(200_000, file);
  assert.equal(read(file), '200000');
  assert.equal(idle.said, 'idle vCPUs poll 200 µs before halting (haltpoll; was 0 µs, restored after)');
  idle.restore();
  assert.equal(read(file), '0');
  writeFileSync(file, '5');
  idle.restore();
  assert.equal(read(file), '5', 'a second restore writes nothing');
});

test('leaves a value as high or higher alone', () => {
  const file = knob(300_000);
  assert.equal(pollIdleCpus(200_000, file).said, 'idle vCPUs poll 300 µs before halting (haltpoll, as set)');
  assert.equal(read(file), '300000');
});

test('is off unless BENCH_IDLE_POLL_NS asks for it: the knob is neither written nor restored', () => {
  const saved = process.env.BENCH_IDLE_POLL_NS;
  delete process.env.BENCH_IDLE_POLL_NS;
  try {
    const file = knob(0);
    const before = statSync(file).mtimeMs;
    const idle = pollIdleCpus(undefined, file);
    assert.equal(
      idle.said,
      'idle vCPUs as the machine has them (BENCH_IDLE_POLL_NS unset: haltpoll left alone)',
    );
    idle.restore();
    pollIdleCpus(0, file).restore();
    assert.equal(read(file), '0');
    assert.equal(statSync(file).mtimeMs, before);
  } finally {
    if (saved !== undefined) process.env.BENCH_IDLE_POLL_NS = saved;
  }
});

test('a machine without the knob is left as it is', () => {
  const idle = pollIdleCpus(200_000, path.join(dir, 'absent'));
  assert.equal(idle.said, 'idle vCPUs as the machine has them (no haltpoll knob)');
  idle.restore();
});
