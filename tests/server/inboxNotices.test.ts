// The inbox's live notices (issue 17) as the feed reads them (domain/liveChanges.ts, parseLiveNotices): the
// payload migration 0030's triggers send names the people whose inbox changed, one notice each; any other shape
// (anyone who may connect to the database can `pg_notify` the channel) is refused whole. Issue notices still read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseLiveNotices } from '../../src/server/domain/liveChanges.ts';

test('an inbox payload is one notice per person named', () => {
  assert.deepEqual(parseLiveNotices('{"k":"inbox","u":[3,14,15]}'), [
    { kind: 'inbox', userId: 3 },
    { kind: 'inbox', userId: 14 },
    { kind: 'inbox', userId: 15 },
  ]);
});

test('an inbox payload with nobody, or anything but positive whole ids, is refused whole', () => {
  for (const payload of [
    '{"k":"inbox","u":[]}',
    '{"k":"inbox"}',
    '{"k":"inbox","u":7}',
    '{"k":"inbox","u":[1,0]}',
    '{"k":"inbox","u":[1,-2]}',
    '{"k":"inbox","u":[1,2.5]}',
    '{"k":"inbox","u":[1,"2"]}',
    '{"k":"inbox","u":[1,null]}',
    '{"k":"inbox","u":[9007199254740993]}',
    '[{"k":"inbox","u":[1]}]',
    'not json',
  ]) {
    assert.equal(parseLiveNotices(payload), null, payload);
  }
});

test('an issue’s notice is read as before, as a list of one', () => {
  assert.deepEqual(parseLiveNotices('{"k":"comment.created","i":7,"p":2,"x":31}'), [
    { kind: 'comment.created', issueId: 7, projectId: 2, itemId: 31 },
  ]);
  assert.equal(parseLiveNotices('{"k":"inbox.created","i":7,"p":2}'), null);
});
