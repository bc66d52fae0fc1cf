// The arithmetic of sampled mutation targets (scripts/mutationSample.ts): which places are drawn, the ranges Stryker
// is handed, how results are tallied per place and the estimate with its interval. The census and the ignore-plugin
// are exercised by `npm run test:mutation -- domain-sample-direct` (README "Mutation testing").
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { MutantResult } from '@stryker-mutator/api/core';
import { draw, estimate, mutateRanges, tallyPlaces } from '../../scripts/mutationSample.ts';

const keys = Array.from({ length: 500 }, (_, i) => `src/server/domain/f${i % 7}.ts:${i}:0-${i}:9`);

describe('draw', () => {
  test('the same seed draws the same places, in any order of the census', () => {
    const once = draw(keys, { places: 40, seed: 's' });
    assert.equal(once.length, 40);
    assert.equal(new Set(once).size, 40);
    assert.deepEqual(draw([...keys].reverse(), { places: 40, seed: 's' }), once);
  });

  test('a larger sample keeps the smaller one, another seed draws another', () => {
    const small = draw(keys, { places: 40, seed: 's' });
    assert.deepEqual(draw(keys, { places: 200, seed: 's' }).slice(0, 40), small);
    const other = draw(keys, { places: 40, seed: 't' });
    assert.ok(other.filter((key) => small.includes(key)).length < 20, 'two seeds share few places');
  });

  test('a place removed from the code leaves the rest of the sample as it was', () => {
    const sample = draw(keys, { places: 40, seed: 's' });
    const without = draw(
      keys.filter((key) => key !== sample[3]),
      { places: 40, seed: 's' },
    );
    assert.deepEqual(
      without.slice(0, 39),
      sample.filter((key) => key !== sample[3]),
    );
  });

  test('asking for more places than there are gives them all', () => {
    assert.equal(draw(keys.slice(0, 5), { places: 40, seed: 's' }).length, 5);
  });
});

test("mutate ranges keep the results' lines (from 1) and count columns from 0, as Stryker reads a range", () => {
  assert.deepEqual(mutateRanges([{ file: 'src/a.ts', start: { line: 1, column: 5 }, end: { line: 3, column: 18 } }]), [
    'src/a.ts:1:4-3:17',
  ]);
});

describe('tallyPlaces and estimate', () => {
  const at = (line: number) => ({ start: { line, column: 0 }, end: { line, column: 5 } });
  const result = (line: number, status: MutantResult['status'], fileName = 'src/a.ts') =>
    ({ id: `${line}${status}`, fileName, location: at(line), status, mutatorName: 'x', replacement: 'y' }) as MutantResult;

  test('killed and timed out are detected; survived and without coverage scored; the rest and other places left out', () => {
    const results = [
      result(0, 'Killed'),
      result(0, 'Timeout'),
      result(0, 'Survived'),
      result(0, 'CompileError'),
      result(1, 'NoCoverage'),
      result(1, 'Ignored'),
      result(2, 'Killed'),
      result(0, 'Killed', 'src/b.ts'),
    ];
    assert.deepEqual(tallyPlaces(results, ['src/a.ts:0:0-0:5', 'src/a.ts:1:0-1:5']), [
      { detected: 2, scored: 3 },
      { detected: 0, scored: 1 },
    ]);
  });

  test('the estimate is detected over scored, summed over the places, inside its interval', () => {
    const tallies = [
      { detected: 2, scored: 3 },
      { detected: 0, scored: 1 },
      { detected: 4, scored: 4 },
      { detected: 1, scored: 1 },
      { detected: 0, scored: 0 },
    ];
    const found = estimate(tallies);
    assert.ok(found);
    assert.equal(found.score, 7 / 9);
    assert.equal(found.detected, 7);
    assert.equal(found.scored, 9);
    assert.ok(found.low < found.score && found.score < found.high, JSON.stringify(found));
    assert.ok(found.low >= 0 && found.high <= 1);
    assert.deepEqual(estimate(tallies), found, 'the same interval every time');
  });

  test('a sample where every place agrees has no spread; nothing scored has no estimate', () => {
    assert.deepEqual(
      estimate([
        { detected: 2, scored: 2 },
        { detected: 1, scored: 1 },
      ]),
      { score: 1, low: 1, high: 1, detected: 3, scored: 3 },
    );
    assert.equal(estimate([{ detected: 0, scored: 0 }]), null);
    assert.equal(estimate([]), null);
  });

  test('the interval narrows as the sample grows', () => {
    const mixed = (n: number) => Array.from({ length: n }, (_, i) => ({ detected: i % 4 === 0 ? 0 : 1, scored: 1 }));
    const small = estimate(mixed(20));
    const large = estimate(mixed(400));
    assert.ok(small && large);
    assert.ok(large.high - large.low < (small.high - small.low) / 2, `${JSON.stringify(small)} ${JSON.stringify(large)}`);
  });
});
