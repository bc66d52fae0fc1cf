// Priorities (src/server/domain/priority.ts) called directly: the rank stored for each, the priority read
// back from a rank, and how a change event's values read in the timeline.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventValueText, PRIORITIES, priorityOfRank, priorityRank } from '../../src/server/domain/priority.ts';

test('each priority is stored as its rank, the most urgent first, and read back from it', () => {
  assert.deepEqual(PRIORITIES, ['URGENT', 'HIGH', 'MEDIUM', 'LOW', 'NONE']);
  assert.deepEqual(
    PRIORITIES.map((priority) => priorityRank(priority)),
    [1, 2, 3, 4, 5],
  );
  assert.deepEqual(
    [1, 2, 3, 4, 5].map((rank) => priorityOfRank(rank)),
    PRIORITIES,
  );
});

test('a rank outside 1..5 reads as no priority', () => {
  for (const rank of [0, 6, -1]) assert.equal(priorityOfRank(rank), 'NONE', String(rank));
});

test("a priority change reads in words, in either direction; other events' values read as stored", () => {
  const words = { URGENT: 'Urgent', HIGH: 'High', MEDIUM: 'Medium', LOW: 'Low', NONE: 'No priority' };
  for (const [code, text] of Object.entries(words)) assert.equal(eventValueText('PRIORITY_CHANGED', code), text);
  assert.equal(eventValueText('PRIORITY_CHANGED', null), null, 'no value stays none');
  assert.equal(eventValueText('PRIORITY_CHANGED', 'high'), 'high', 'only a code is spelled out');
  assert.equal(eventValueText('RENAMED', 'HIGH'), 'HIGH', 'a title that happens to be a code is a title');
  assert.equal(eventValueText('CLOSED', 'NONE'), 'NONE');
  assert.equal(eventValueText('RENAMED', null), null);
});
