// The bench's paired ratios (report.mjs): each round's own ratio, then their median.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { guards, guardsPass, guardTable, median, pairedRatio, roundOrder } from './report.mjs';

const round = (bff, floor) => ({
  'work-time bff': { rps: bff, p99: 2 },
  'work-time floor': { rps: floor, p99: 4 },
});

test("the median of the rounds' own ratios, not the ratio of medians taken from different rounds", () => {
  // The machine's speed swings by 2× from round to round; the BFF's own ratio to the floor is 0.85-0.95.
  const floor = [1000, 500, 520, 980, 510];
  const ratios = [0.95, 0.85, 0.95, 0.85, 0.9];
  const rounds = floor.map((f, i) => round(f * ratios[i], f));
  assert.equal(Number(pairedRatio(rounds, 'work-time bff', 'work-time floor').toFixed(2)), 0.9);
  // Medians of each run picked from whichever rounds: here both from round 3, which had the BFF at 0.95×.
  const ratioOfMedians =
    median(rounds.map((r) => r['work-time bff'].rps)) / median(rounds.map((r) => r['work-time floor'].rps));
  assert.equal(Number(ratioOfMedians.toFixed(2)), 0.95);
});

test('any figure of the pair, and a run missing from a round is left out', () => {
  const rounds = [round(900, 1000), { 'work-time bff': { rps: 1, p99: 1 } }, round(800, 1000)];
  assert.equal(
    pairedRatio(rounds, 'work-time bff', 'work-time floor', (a, b) => a.p99 / b.p99),
    0.5,
  );
  assert.equal(Number(pairedRatio(rounds, 'work-time bff', 'work-time floor').toFixed(2)), 0.85);
});

test('the runs of a group side by side, in an order that changes from round to round', () => {
  const names = ['work-time floor', 'work-time bff', 'work-time bff log off', 'list floor', 'list reshaped'];
  const rounds = [1, 2, 3, 4, 5, 6, 7].map((r) => roundOrder(names, r));
  for (const order of rounds) {
    assert.deepEqual([...order].sort(), [...names].sort());
    const lists = order.map((n, i) => (n.startsWith('list') ? i : -1)).filter((i) => i >= 0);
    assert.ok(lists.join() === '0,1' || lists.join() === '3,4', `the list runs side by side: ${order}`);
  }
  const places = rounds.map((order) =>
    order.filter((n) => n.startsWith('work-time')).indexOf('work-time bff'),
  );
  assert.deepEqual(new Set(places), new Set([0, 1, 2]), `the BFF's places: ${places}`);
  assert.deepEqual(roundOrder(names, 3), rounds[2], 'the same order for the same round');
});

/** The medians and rounds of a bench whose BFF GET reads `ratio`× its floor, `p99`× its p99, `redis` commands. */
function bench({ ratio, p99, redis }) {
  const run = (rps, p, redisPerReq = 1) => ({
    rps,
    p99: p,
    redisPerReq,
    cpuUs: 100,
    upstreamOpened: 4,
    eldP99: 1,
  });
  const one = {
    'work-time bff': run(1000 * ratio, 4 * p99, redis),
    'work-time bff log off': run(1000 * ratio, 4 * p99),
    'work-time floor': run(1000, 4),
    'work-time nginx': run(1500, 3),
    'list reshaped': run(400, 8),
    'list floor': run(420, 8),
  };
  return { m: one, rounds: [one, one, one] };
}
const verdicts = (rows) =>
  rows.filter(([, , , pass]) => pass !== null).map(([name, , , pass]) => [name, pass]);

test('the three guards: GET ≥ 0.70× its floor, p99 ≤ 1.5× the floor’s, ≤ 1 Redis command per request', () => {
  const at = (figures) => {
    const { m, rounds } = bench(figures);
    return guards(m, rounds, 64);
  };
  const passing = at({ ratio: 0.7, p99: 1.5, redis: 1 });
  assert.deepEqual(verdicts(passing), [
    ['guard: reshaped GET, BFF ÷ floor throughput', true],
    ['guard: reshaped GET, BFF ÷ floor p99 latency', true],
    ['guard: Redis commands per request that changes no session (max of the BFF runs)', true],
  ]);
  assert.ok(guardsPass(passing));
  assert.match(
    guardTable(passing),
    /\| guard: reshaped GET, BFF ÷ floor throughput \| 0\.70× \| ≥ 0\.70× \| PASS \|/,
  );
  const slow = at({ ratio: 0.69, p99: 1, redis: 1 });
  assert.deepEqual(
    verdicts(slow).map(([, pass]) => pass),
    [false, true, true],
  );
  assert.ok(!guardsPass(slow));
  assert.match(guardTable(slow), /0\.69× \| ≥ 0\.70× \| FAIL \|/);
  assert.deepEqual(
    verdicts(at({ ratio: 1, p99: 1.6, redis: 1 })).map(([, pass]) => pass),
    [true, false, true],
  );
  assert.deepEqual(
    verdicts(at({ ratio: 1, p99: 1, redis: 2 })).map(([, pass]) => pass),
    [true, true, false],
  );
});
