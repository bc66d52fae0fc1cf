// Which server suites judge a domain module's mutants in the `domain-sample` target (scripts/mutationSuites.ts),
// read from this repository's own modules and suites: the order of the rules and the limit.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { suitesJudging } from '../../scripts/mutationSuites.ts';

const judging = suitesJudging(
  [
    'src/server/domain/subIssues.ts',
    'src/server/domain/invitations.ts',
    'src/server/domain/issueChanges.ts',
    'src/server/domain/viewer.ts',
  ],
  4,
);

test('the suite named after a module comes first, then those importing it, then the broad API suites', () => {
  assert.deepEqual(judging.get('src/server/domain/subIssues.ts'), [
    'tests/server/subIssues.test.ts',
    'tests/server/issueRules.test.ts',
    'tests/server/tracker.test.ts',
    'tests/server/sideEffects.test.ts',
  ]);
  // invitationMail.test.ts is named after invitations.ts (the plural aside) and imports it: listed once.
  assert.deepEqual(judging.get('src/server/domain/invitations.ts'), [
    'tests/server/invitationMail.test.ts',
    'tests/server/accountRules.test.ts',
    'tests/server/issueRules.test.ts',
    'tests/server/tracker.test.ts',
  ]);
});

test('a module no suite names or imports is judged by the broad API suites', () => {
  assert.deepEqual(judging.get('src/server/domain/issueChanges.ts'), ['tests/server/tracker.test.ts', 'tests/server/sideEffects.test.ts']);
});

test('the harness is no hop: every suite goes through it, and would judge what it imports (sessions.ts)', () => {
  const suites = suitesJudging(['src/server/domain/sessions.ts'], 1000).get('src/server/domain/sessions.ts') ?? [];
  assert.ok(suites.includes('tests/server/sessions.test.ts'));
  assert.ok(suites.length < 30, `${suites.length} suites`);
});

test('at most the limit', () => {
  for (const suites of judging.values()) assert.ok(suites.length <= 4);
  assert.equal(judging.get('src/server/domain/viewer.ts')?.length, 4);
});
