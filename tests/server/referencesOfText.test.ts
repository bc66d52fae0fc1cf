// The per-process cache of the references found in a text (graphql/referencesOfText.ts): whatever it keeps or
// forgets, it answers what parsing the text answers, and what it hands out cannot be changed by a caller.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { referencesOfText } from '../../src/server/graphql/referencesOfText.ts';
import { referencesIn } from '../../src/shared/references.ts';

const textOf = (i: number) => `Fixes #${i} and web#${i + 1}, thanks @user${i % 7}. \`#${i + 2}\` is code, not a reference.`;

test('answers as parsing does: first, again, and after more texts than it keeps have pushed it out', () => {
  for (let round = 0; round < 2; round += 1)
    for (let i = 0; i < 1500; i += 1) assert.deepEqual(referencesOfText(textOf(i)), referencesIn(textOf(i)), textOf(i));
  const long = `${'word '.repeat(2000)} #42 @ada`;
  assert.deepEqual(referencesOfText(long), referencesIn(long));
});

test('a text seen again gets the same answer, which a caller cannot change', () => {
  const first = referencesOfText('See #7 and @ada');
  assert.equal(referencesOfText('See #7 and @ada'), first);
  assert.equal(first.length, 2);
  assert.throws(() => (first as unknown[]).push({}));
  assert.deepEqual(referencesOfText('See #7 and @ada'), referencesIn('See #7 and @ada'));
});
