// serialisedOnce (graphql/serialisedOnce.ts): a live result shared by many streams is turned into JSON once,
// and what Yoga sends is still exactly what the object it stringifies holds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { serialisedOnce } from '../../src/server/graphql/serialisedOnce.ts';

test('the shared result is stringified once, and a copy of it (with errors stripped, say) afresh', () => {
  const result = serialisedOnce({ data: { title: 'First' } });
  const stringify = result.stringify;
  assert.ok(stringify);
  assert.equal(stringify(result), '{"data":{"title":"First"}}');
  // Remembered: the object is not read again (it must not change, and here it did, to show that).
  (result.data as { title: string }).title = 'Changed';
  assert.equal(stringify(result), '{"data":{"title":"First"}}');
  const copy = { ...result, data: { title: 'Copy' } };
  assert.equal(stringify(copy), '{"data":{"title":"Copy"}}');
});
