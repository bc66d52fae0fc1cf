// The change notices of live subscriptions (src/server/domain/liveChanges.ts), read from the text the database's
// triggers send (migration 0010) and called directly: the live suites that reach them start a seeded server each.
// A notice is input from outside the process (any client of the database can `pg_notify` the channel), so what
// is not one of the triggers' shapes must come out as null, never as a half-read notice or an exception.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addedItem, changesIssueRow, parseChangeNotice, type ChangeKind, type ChangeNotice } from '../../src/server/domain/liveChanges.ts';

const KINDS: readonly ChangeKind[] = [
  'issue.created',
  'issue.updated',
  'event',
  'comment.created',
  'comment.updated',
  'comment.deleted',
  'attachment',
];

const notice = (kind: ChangeKind, itemId: number | null): ChangeNotice => ({ kind, issueId: 7, projectId: 2, itemId });

describe('parseChangeNotice', () => {
  test('each kind the triggers send is read with its issue, project and item', () => {
    for (const kind of KINDS) assert.deepEqual(parseChangeNotice(JSON.stringify({ k: kind, i: 7, p: 2, x: 31 })), notice(kind, 31), kind);
  });

  test('an item that is null or absent is read as no item', () => {
    assert.deepEqual(parseChangeNotice('{"k":"issue.updated","i":7,"p":2,"x":null}'), notice('issue.updated', null));
    assert.deepEqual(parseChangeNotice('{"k":"issue.created","i":7,"p":2}'), notice('issue.created', null));
  });

  test('keys at their edges: 1 and the largest safe integer are keys', () => {
    const largest = Number.MAX_SAFE_INTEGER;
    assert.deepEqual(parseChangeNotice(`{"k":"event","i":1,"p":1,"x":1}`), { kind: 'event', issueId: 1, projectId: 1, itemId: 1 });
    assert.deepEqual(parseChangeNotice(`{"k":"event","i":${largest},"p":${largest},"x":${largest}}`), {
      kind: 'event',
      issueId: largest,
      projectId: largest,
      itemId: largest,
    });
  });

  test('text that is not JSON, or JSON that is not an object, is no notice (and throws nothing)', () => {
    for (const payload of ['', '{', 'issue.created', 'null', '7', '"issue.created"', 'true', '[]', '["issue.created",7,2]'])
      assert.equal(parseChangeNotice(payload), null, payload);
  });

  test('an unknown kind, or a kind that is not a string, is no notice', () => {
    for (const k of ['issue.deleted', 'Issue.created', 'issue.created ', '', 'toString', 7, null, ['event']])
      assert.equal(parseChangeNotice(JSON.stringify({ k, i: 7, p: 2, x: 31 })), null, JSON.stringify(k));
    assert.equal(parseChangeNotice('{"i":7,"p":2,"x":31}'), null, 'no kind');
  });

  test('an issue, project or item that is not a positive safe integer is no notice', () => {
    const bad: readonly unknown[] = [0, -1, 1.5, '7', true, {}, [7], Number.MAX_SAFE_INTEGER + 1];
    for (const value of bad) {
      const shown = JSON.stringify(value);
      assert.equal(parseChangeNotice(JSON.stringify({ k: 'event', i: value, p: 2, x: 31 })), null, `issue ${shown}`);
      assert.equal(parseChangeNotice(JSON.stringify({ k: 'event', i: 7, p: value, x: 31 })), null, `project ${shown}`);
      assert.equal(parseChangeNotice(JSON.stringify({ k: 'event', i: 7, p: 2, x: value })), null, `item ${shown}`);
    }
    assert.equal(parseChangeNotice('{"k":"event","p":2,"x":31}'), null, 'no issue');
    assert.equal(parseChangeNotice('{"k":"event","i":7,"x":31}'), null, 'no project');
    assert.equal(parseChangeNotice('{"k":"event","i":null,"p":2}'), null, 'a null issue');
    assert.equal(parseChangeNotice('{"k":"event","i":7,"p":null}'), null, 'a null project');
  });
});

describe('changesIssueRow', () => {
  test('only a created or updated issue changes a row of the list; events, comments and files change its page', () => {
    const rowChanging = KINDS.filter((kind) => changesIssueRow(notice(kind, null)));
    assert.deepEqual(rowChanging, ['issue.created', 'issue.updated']);
  });
});

describe('addedItem', () => {
  test('an event adds that event to the timeline, a new comment that comment', () => {
    assert.deepEqual(addedItem(notice('event', 31)), { type: 'IssueEvent', id: 31 });
    assert.deepEqual(addedItem(notice('comment.created', 32)), { type: 'Comment', id: 32 });
  });

  test('an edited or deleted comment, a file and the issue itself add nothing, whatever item they name', () => {
    for (const kind of ['comment.updated', 'comment.deleted', 'attachment', 'issue.created', 'issue.updated'] as const)
      assert.equal(addedItem(notice(kind, 33)), null, kind);
  });

  test('a notice without an item adds nothing', () => {
    for (const kind of KINDS) assert.equal(addedItem(notice(kind, null)), null, kind);
  });
});
