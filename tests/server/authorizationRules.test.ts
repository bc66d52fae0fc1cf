// Who may see and do what (src/server/domain/authorization.ts), the rules that need no database, asked
// directly: each for every role, for the person concerned and someone else, archived or not. The write matrix
// shows the same rules through every mutation on a seeded server; authorizationQueries.test.ts runs the SQL
// conditions. Pure, so a mutant costs about a second (the domain-authorization mutation target).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  canAdministerProject,
  canChangeIssuesIn,
  canDeleteIssuesIn,
  canRemoveAttachment,
  canSeePersonalDetails,
  canSeeSavedView,
  canSeeSessionsOf,
  canSeeWorkspaceAdministration,
  canWrite,
  ForbiddenError,
  isAdmin,
  requireViewer,
  UnauthenticatedError,
  visibleFromRow,
} from '../../src/server/domain/authorization.ts';
import { canChangeComment } from '../../src/server/domain/comments.ts';
import type { SignedIn, Viewer } from '../../src/server/domain/viewer.ts';

const admin: SignedIn = { id: 1, role: 'ADMIN' };
const member: SignedIn = { id: 2, role: 'MEMBER' };
const viewer: SignedIn = { id: 3, role: 'VIEWER' };
const anonymous: Viewer = null;
const everyone: readonly [string, Viewer][] = [
  ['admin', admin],
  ['member', member],
  ['viewer', viewer],
  ['anonymous', anonymous],
];
const open = { archived_at: null };
const archived = { archived_at: new Date('2026-01-01T00:00:00Z') };

/** Who of `everyone` a rule allows, by name. */
const allowed = (rule: (who: Viewer) => boolean) => everyone.filter(([, who]) => rule(who)).map(([name]) => name);

test('only a signed-in viewer passes requireViewer; nobody is told to sign in', () => {
  assert.equal(requireViewer(member), member);
  assert.throws(
    () => requireViewer(null),
    (error: unknown) => {
      assert.ok(error instanceof UnauthenticatedError);
      assert.equal(error.name, 'UnauthenticatedError');
      assert.equal(error.message, 'Sign in to continue.');
      return true;
    },
  );
  const forbidden = new ForbiddenError('Admins only.');
  assert.equal(forbidden.name, 'ForbiddenError');
  assert.equal(forbidden.message, 'Admins only.');
});

test('members and admins write, and change issues while the project is not archived; viewers and nobody never', () => {
  assert.deepEqual(allowed(canWrite), ['admin', 'member']);
  assert.deepEqual(
    allowed((who) => canChangeIssuesIn(who, open)),
    ['admin', 'member'],
  );
  assert.deepEqual(
    allowed((who) => canChangeIssuesIn(who, archived)),
    [],
  );
});

test('only admins administer projects, delete issues and see the workspace administration; not in an archived project', () => {
  assert.deepEqual(allowed(isAdmin), ['admin']);
  assert.deepEqual(allowed(canSeeWorkspaceAdministration), ['admin']);
  for (const rule of [canAdministerProject, canDeleteIssuesIn]) {
    assert.deepEqual(
      allowed((who) => rule(who, open)),
      ['admin'],
      rule.name,
    );
    assert.deepEqual(
      allowed((who) => rule(who, archived)),
      [],
      rule.name,
    );
  }
});

test("personal details are one's own and admins'; sessions and saved views one's own alone", () => {
  assert.deepEqual(
    allowed((who) => canSeePersonalDetails(who, member.id)),
    ['admin', 'member'],
  );
  assert.deepEqual(
    allowed((who) => canSeePersonalDetails(who, viewer.id)),
    ['admin', 'viewer'],
  );
  assert.deepEqual(
    allowed((who) => canSeeSessionsOf(who, member.id)),
    ['member'],
  );
  assert.deepEqual(
    allowed((who) => canSeeSavedView(who, { user_id: viewer.id })),
    ['viewer'],
  );
});

test('an attachment is removed by whoever attached it while a member, or by an admin', () => {
  assert.deepEqual(
    allowed((who) => canRemoveAttachment(who, { uploader_id: member.id })),
    ['admin', 'member'],
  );
  assert.deepEqual(
    allowed((who) => canRemoveAttachment(who, { uploader_id: viewer.id })),
    ['admin'],
    'a member demoted to viewer no longer removes what they attached',
  );
  assert.deepEqual(
    allowed((who) => canRemoveAttachment(who, { uploader_id: admin.id })),
    ['admin'],
  );
  assert.deepEqual(
    allowed((who) => canRemoveAttachment(who, { uploader_id: null })),
    ['admin'],
    'the file of a deleted account',
  );
});

test('a comment is edited and deleted by its author while a member, or by an admin', () => {
  assert.deepEqual(
    allowed((who) => canChangeComment(who, { author_id: member.id })),
    ['admin', 'member'],
  );
  assert.deepEqual(
    allowed((who) => canChangeComment(who, { author_id: viewer.id })),
    ['admin'],
    'an author demoted to viewer no longer changes their comments',
  );
  assert.deepEqual(
    allowed((who) => canChangeComment(who, { author_id: admin.id })),
    ['admin'],
  );
});

test('from its row alone, a public project is visible to everyone signed in, a private one to admins', () => {
  for (const [name, who] of everyone) {
    if (!who) continue;
    assert.equal(visibleFromRow(who, { visibility: 'PUBLIC' }), true, name);
    assert.equal(visibleFromRow(who, { visibility: 'PRIVATE' }), who.role === 'ADMIN', name);
  }
});
