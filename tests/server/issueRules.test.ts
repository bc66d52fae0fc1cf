// The rules of issues that need no database, called directly: how a relation reads from each of its ends
// (issueRelations.ts), how far sub-issues are done (subIssues.ts), an archived project's refusal, sizes in messages,
// rows read back from JSON (jsonRows.ts), which searches are counted and paged from the link tables (linkCounts.ts,
// linkPages.ts) and the cursors of a new edge (issueListOrder.ts, timeline.ts, invitations.ts). The suites that show
// them through the API start a seeded server each; these pin each rule at its edges in about a second.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { InvitationRow } from '../../src/server/db/tables/invitations.ts';
import type { IssueRow } from '../../src/server/db/tables/issues.ts';
import { ARCHIVED_MESSAGE, archivedError } from '../../src/server/domain/archivedProjects.ts';
import { formatBytes } from '../../src/server/domain/attachmentFiles.ts';
import { invitationCursor } from '../../src/server/domain/invitations.ts';
import { issueCursor } from '../../src/server/domain/issueListOrder.ts';
import { relationsSeenFrom, typeSeenFrom } from '../../src/server/domain/issueRelations.ts';
import {
  attachmentFromJson,
  commentFromJson,
  dateOrNull,
  issueEventFromJson,
  issueFromJson,
  issueMentionFromJson,
  userFromJson,
  type CommentJson,
  type IssueJson,
  type UserJson,
} from '../../src/server/domain/jsonRows.ts';
import { countedByCounters, countedByLinks, MAX_TERMS_PER_KIND } from '../../src/server/domain/linkCounts.ts';
import { pagedByLinks } from '../../src/server/domain/linkPages.ts';
import { keysetConnection, pageRequest, type CursorKey, type CursorShape } from '../../src/server/domain/pagination.ts';
import { DEFAULT_SORT, parseIssueQuery, type IssueFilter } from '../../src/server/domain/searchQuery.ts';
import { progressOf } from '../../src/server/domain/subIssues.ts';
import { timelineCursor } from '../../src/server/domain/timeline.ts';

describe('typeSeenFrom and relationsSeenFrom', () => {
  test('a relation reads forward from the issue that holds it and backward from the other', () => {
    assert.equal(typeSeenFrom({ issue_id: 1, kind: 'BLOCKS' }, 1), 'BLOCKS');
    assert.equal(typeSeenFrom({ issue_id: 1, kind: 'BLOCKS' }, 2), 'BLOCKED_BY');
    assert.equal(typeSeenFrom({ issue_id: 1, kind: 'DUPLICATE_OF' }, 1), 'DUPLICATE_OF');
    assert.equal(typeSeenFrom({ issue_id: 1, kind: 'DUPLICATE_OF' }, 2), 'HAS_DUPLICATE');
    assert.equal(typeSeenFrom({ issue_id: 1, kind: 'RELATES_TO' }, 1), 'RELATES_TO');
    assert.equal(typeSeenFrom({ issue_id: 1, kind: 'RELATES_TO' }, 2), 'RELATES_TO');
  });

  test("an issue's relations, oldest first, each with the other issue and as seen from this one", () => {
    const at = (n: number) => new Date(Date.UTC(2026, 0, n));
    const rows = [
      { id: 30, issue_id: 5, related_issue_id: 1, kind: 'BLOCKS', created_at: at(3) },
      { id: 10, issue_id: 1, related_issue_id: 2, kind: 'DUPLICATE_OF', created_at: at(1) },
      { id: 20, issue_id: 3, related_issue_id: 4, kind: 'RELATES_TO', created_at: at(2) },
      { id: 15, issue_id: 1, related_issue_id: 6, kind: 'RELATES_TO', created_at: at(9) },
    ] as const;
    assert.deepEqual(relationsSeenFrom(rows, 1), [
      { type: 'DUPLICATE_OF', otherId: 2, createdAt: at(1) },
      { type: 'RELATES_TO', otherId: 6, createdAt: at(9) },
      { type: 'BLOCKED_BY', otherId: 5, createdAt: at(3) },
    ]);
    assert.deepEqual(relationsSeenFrom(rows, 2), [{ type: 'HAS_DUPLICATE', otherId: 1, createdAt: at(1) }]);
    assert.deepEqual(relationsSeenFrom(rows, 4), [{ type: 'RELATES_TO', otherId: 3, createdAt: at(2) }]);
    assert.deepEqual(relationsSeenFrom(rows, 7), []);
  });
});

describe('progressOf', () => {
  const open = { state: 'OPEN', state_reason: null } as const;
  const completed = { state: 'CLOSED', state_reason: 'COMPLETED' } as const;
  const closedBefore = { state: 'CLOSED', state_reason: null } as const; // closed before close reasons: done
  const notPlanned = { state: 'CLOSED', state_reason: 'NOT_PLANNED' } as const;
  const duplicate = { state: 'CLOSED', state_reason: 'DUPLICATE' } as const;

  test('completed ones are done, open ones to do, not planned and duplicates left out', () => {
    assert.deepEqual(progressOf([]), { done: 0, total: 0 });
    assert.deepEqual(progressOf([open, completed, closedBefore, notPlanned, duplicate]), { done: 2, total: 3 });
    assert.deepEqual(progressOf([open, open]), { done: 0, total: 2 });
    assert.deepEqual(progressOf([notPlanned, duplicate]), { done: 0, total: 0 });
    assert.deepEqual(progressOf([completed]), { done: 1, total: 1 });
    assert.deepEqual(progressOf([closedBefore]), { done: 1, total: 1 });
  });

  test('an open one is to do whatever reason its row still holds (the state decides, not a stale reason)', () => {
    const reopenedByHand = { state: 'OPEN', state_reason: 'NOT_PLANNED' } as const; // a reason no reopening cleared
    assert.deepEqual(progressOf([reopenedByHand, { state: 'OPEN', state_reason: 'DUPLICATE' }, completed]), { done: 1, total: 3 });
  });
});

describe('archivedError', () => {
  test('ARCHIVED, for the whole write, once the project has an archiving time; nothing while it is active', () => {
    assert.equal(archivedError({ archived_at: null }), undefined);
    assert.deepEqual(archivedError({ archived_at: new Date(0) }), { field: null, code: 'ARCHIVED', message: ARCHIVED_MESSAGE });
    assert.equal(ARCHIVED_MESSAGE, 'This project is archived, so it is read-only. An admin can unarchive it.');
  });
});

describe('formatBytes', () => {
  test('bytes under 1 kB, whole kB under 1 MB, MB to one decimal', () => {
    const cases: [number, string][] = [
      [0, '0 bytes'],
      [1023, '1023 bytes'],
      [1024, '1 kB'],
      [1536, '2 kB'],
      [1535, '1 kB'],
      [1024 * 1024 - 1, '1024 kB'],
      [1024 * 1024, '1 MB'],
      [25 * 1024 * 1024, '25 MB'],
      [1.25 * 1024 * 1024, '1.3 MB'],
      [1.24 * 1024 * 1024, '1.2 MB'],
      [1024 * 1024 * 1024, '1024 MB'],
    ];
    for (const [bytes, text] of cases) assert.equal(formatBytes(bytes), text, String(bytes));
  });
});

describe('rows read back from JSON', () => {
  // PostgreSQL's text of a timestamptz inside to_json: microseconds and an offset.
  const t = (n: number) => `2026-11-2${n}T10:00:00.123456+00:00`;
  const d = (n: number) => new Date(`2026-11-2${n}T10:00:00.123Z`);

  test('each timestamp becomes the Date a row read apart carries (milliseconds), and the rest is kept', () => {
    const comment = { id: 1, body: 'hi', created_at: t(1), updated_at: t(2), edited_at: t(3) } as unknown as CommentJson;
    assert.deepEqual(commentFromJson(comment), { id: 1, body: 'hi', created_at: d(1), updated_at: d(2), edited_at: d(3) });
    assert.deepEqual(attachmentFromJson({ id: 2, created_at: t(4) } as never), { id: 2, created_at: d(4) });
    assert.deepEqual(issueEventFromJson({ id: 3, created_at: t(5) } as never), { id: 3, created_at: d(5) });
    assert.deepEqual(issueMentionFromJson({ id: 4, created_at: t(6) } as never), { id: 4, created_at: d(6) });
    const user = { id: 5, login: 'ada', created_at: t(1), last_active_at: t(2), deactivated_at: t(3), avatar_updated_at: t(4) };
    assert.deepEqual(userFromJson(user as unknown as UserJson), {
      id: 5,
      login: 'ada',
      created_at: d(1),
      last_active_at: d(2),
      deactivated_at: d(3),
      avatar_updated_at: d(4),
    });
    const issue = { id: 6, number: 12, created_at: t(7), updated_at: t(8), closed_at: t(9) } as unknown as IssueJson;
    assert.deepEqual(issueFromJson(issue), { id: 6, number: 12, created_at: d(7), updated_at: d(8), closed_at: d(9) });
  });

  test('a null timestamp stays null', () => {
    assert.equal(dateOrNull(null), null);
    assert.deepEqual(dateOrNull(t(1)), d(1));
    const comment = { id: 1, created_at: t(1), updated_at: t(2), edited_at: null } as unknown as CommentJson;
    assert.equal(commentFromJson(comment).edited_at, null);
    const user = { id: 5, created_at: t(1), last_active_at: null, deactivated_at: null, avatar_updated_at: null } as unknown as UserJson;
    assert.deepEqual(userFromJson(user), { id: 5, created_at: d(1), last_active_at: null, deactivated_at: null, avatar_updated_at: null });
    const issue = { id: 6, created_at: t(7), updated_at: t(8), closed_at: null } as unknown as IssueJson;
    assert.equal(issueFromJson(issue).closed_at, null);
  });
});

describe('searches counted and paged from the link tables', () => {
  const filterOf = (query: string): IssueFilter => {
    const parsed = parseIssueQuery(query);
    assert.ok('filter' in parsed, query);
    return parsed.filter;
  };
  const labels = (n: number) => Array.from({ length: n }, (_, i) => `label:l${i}`).join(' ');
  const assignees = (n: number) => Array.from({ length: n }, (_, i) => `assignee:p${i}`).join(' ');

  test("nothing but a state is counted by the project's counters", () => {
    for (const query of ['', 'is:open', 'is:closed', 'sort:updated-desc']) assert.equal(countedByCounters(filterOf(query)), true, query);
    for (const query of ['label:bug', 'assignee:ada', 'is:open label:bug', 'author:ada', 'crash'])
      assert.equal(countedByCounters(filterOf(query)), false, query);
  });

  test('labels and assignees, up to 3 of each, and a state are counted from the links', () => {
    assert.equal(MAX_TERMS_PER_KIND, 3);
    for (const query of [
      'label:bug',
      'assignee:ada',
      'assignee:@me',
      'is:closed label:bug assignee:ada',
      labels(3),
      assignees(3),
      `${labels(3)} ${assignees(3)}`,
    ])
      assert.equal(countedByLinks(filterOf(query)), true, query);
    for (const query of ['', 'is:open', labels(4), assignees(4), `${labels(4)} assignee:ada`, `label:bug ${assignees(4)}`])
      assert.equal(countedByLinks(filterOf(query)), false, query);
  });

  test('any other term is counted through the issues, by the counters neither', () => {
    const others = [
      'is:archived',
      'no:assignee',
      'no:label',
      'is:blocked',
      'is:blocking',
      'has:relations',
      'label:bug,docs',
      '-label:bug',
      '-assignee:ada',
      'author:ada',
      'priority:high',
      '#12',
      'crash',
    ];
    for (const other of others) {
      const filter = filterOf(`label:x ${other}`);
      assert.equal(countedByLinks(filter), false, other);
      assert.equal(countedByCounters(filterOf(other)), false, other);
    }
  });

  test('a page is walked from the links only in the default order, by number', () => {
    assert.equal(DEFAULT_SORT.key, 'created');
    assert.equal(pagedByLinks(filterOf('label:bug'), DEFAULT_SORT), true);
    assert.equal(pagedByLinks(filterOf('label:bug'), { key: 'created', direction: 'asc' }), true);
    for (const key of ['updated', 'comments', 'priority'] as const)
      assert.equal(pagedByLinks(filterOf('label:bug'), { key, direction: 'desc' }), false, key);
    assert.equal(pagedByLinks(filterOf('label:bug crash'), DEFAULT_SORT), false);
  });
});

describe('the cursor of a new edge', () => {
  /** The key a list of `shape` hands its rows for a page after `cursor` (the list refuses a cursor of another shape). */
  const keyAfter = async (cursor: string, shape: CursorShape) => {
    let seen: CursorKey | null = null;
    const page = keysetConnection(pageRequest(1, cursor), {
      shape,
      rows: (after) => {
        seen = after;
        return Promise.resolve([]);
      },
      keyOf: () => [],
      count: () => Promise.resolve(0),
    }).page;
    await page();
    return seen;
  };

  test("an issue's is its number, as the list in the default order reads it", async () => {
    assert.deepEqual(await keyAfter(issueCursor({ number: 42 } as IssueRow), ['int']), [42]);
  });

  test("an invitation's is its id", async () => {
    assert.deepEqual(await keyAfter(invitationCursor({ id: 7 } as InvitationRow), ['int']), [7]);
  });

  test("a timeline entry's is its time's exact text, its type and its id", async () => {
    const at = '2026-11-27 10:00:00.123456+00';
    assert.deepEqual(await keyAfter(timelineCursor({ type: 'Comment', id: 9, at }), ['string', 'string', 'int']), [at, 'Comment', 9]);
  });
});
