// Which server suites judge a module's mutants in the sampled targets `domain-sample` and `graphql-sample`
// (scripts/mutationSuites.ts), read from this repository's own modules and suites: the order of the rules and the limit.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { suitesThroughResolvers } from '../../scripts/mutationResolverSuites.ts';
import { specificSuites, suitesJudging } from '../../scripts/mutationSuites.ts';

const judging = suitesJudging(
  [
    'src/server/domain/subIssues.ts',
    'src/server/domain/invitations.ts',
    'src/server/domain/issueChanges.ts',
    'src/server/domain/issueChangeSteps.ts',
    'src/server/domain/viewer.ts',
  ],
  4,
);

test('the suite named after a module comes first, then those importing it, then those sending its writes, then the broad API suites', () => {
  // viewer.ts: no suite named after it, no write whose resolver calls it.
  assert.deepEqual(judging.get('src/server/domain/viewer.ts'), [
    'tests/server/authorizationQueries.test.ts',
    'tests/server/authorizationRules.test.ts',
    'tests/server/tracker.test.ts',
    'tests/server/sideEffects.test.ts',
  ]);
  // invitationMail.test.ts is named after invitations.ts (the plural aside) and imports it: listed once.
  assert.deepEqual(judging.get('src/server/domain/invitations.ts'), [
    'tests/server/invitationMail.test.ts',
    'tests/server/accountRules.test.ts',
    'tests/server/issueRules.test.ts',
    // Then the suite that sends the invitation writes most (createInvitation, revokeInvitation...).
    'tests/server/administration.test.ts',
  ]);
});

test('a module reached through the resolvers is judged by the suites that send its writes, before the broad suites', () => {
  // issueChanges.ts is reached through updateIssue, closeIssues, reopenIssues and setIssuesPriority: each write's suite
  // that names it most, in turns. issueRelations.test.ts closes issues as duplicates (the mutant of line 134, the
  // original closed with its copies, survived the broad suites alone).
  assert.deepEqual(judging.get('src/server/domain/issueChanges.ts'), [
    'tests/server/issueRelations.test.ts',
    'tests/server/tracker.test.ts',
    'tests/server/bulkPriority.test.ts',
    'tests/server/sideEffects.test.ts',
  ]);
  // subIssues.ts: after its own suite and the one importing it, the suites of setIssueParent and of the writes whose
  // resolvers read sub-issues.
  assert.deepEqual(judging.get('src/server/domain/subIssues.ts')?.slice(0, 2), [
    'tests/server/subIssues.test.ts',
    'tests/server/issueRules.test.ts',
  ]);
});

test('the writes that reach the sampled lines come first: closing (setIssuesState, line 134) before setting priorities', () => {
  const sampled = suitesJudging(['src/server/domain/issueChanges.ts'], 4, new Map([['src/server/domain/issueChanges.ts', [[134]]]]));
  // closeIssues and reopenIssues reach line 134; staleActions.test.ts, which names them next most, takes the place of
  // bulkPriority.test.ts (setIssuesPriority, the module's other write).
  assert.deepEqual(sampled.get('src/server/domain/issueChanges.ts'), [
    'tests/server/issueRelations.test.ts',
    'tests/server/tracker.test.ts',
    'tests/server/staleActions.test.ts',
    'tests/server/sideEffects.test.ts',
  ]);
});

test('each sampled place of a module brings its own suites, the module taking them in turns', () => {
  const module = 'src/server/domain/administration.ts';
  // Line 163 records a change of visibility in updateProject; line 211 is in setProjectMember.
  const one = suitesJudging([module], 4, new Map([[module, [[163]]]])).get(module) ?? [];
  const two = suitesJudging([module], 4, new Map([[module, [[163], [211]]]])).get(module) ?? [];
  assert.deepEqual(one.slice(0, 2), ['tests/server/administration.test.ts', 'tests/server/auditLog.test.ts']);
  for (const suite of one) assert.ok(two.includes(suite), `${suite} stays with a second place`);
  assert.ok(two.length > 4 && two.length <= 8, `${two.length} suites`);
});

test('a place in a resolver module is reached by the field whose resolver holds it', () => {
  const module = 'src/server/graphql/resolvers/trackerMutations.ts';
  // Line 66 is inside closeIssues' resolver: its suites come before those of the module's other writes.
  assert.deepEqual(suitesJudging([module], 4, new Map([[module, [[66]]]])).get(module), [
    'tests/server/tracker.test.ts',
    'tests/server/issueRelations.test.ts',
    'tests/server/staleActions.test.ts',
    'tests/server/sideEffects.test.ts',
  ]);
});

test('a type-only import reaches no code: no write brings its suites to issueChangeSteps.ts', () => {
  const module = 'src/server/domain/issueChangeSteps.ts';
  const suites = readdirSync('tests/server')
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `tests/server/${name}`);
  assert.deepEqual(suitesThroughResolvers([module], suites).get(module), []);
});

/** The line (from 1) of a module that holds `text`, so that the tests follow the code when it moves. */
function lineOf(module: string, text: string): number {
  const index = readFileSync(module, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text));
  assert.ok(index >= 0, `${module} holds ${text}`);
  return index + 1;
}

test('a plugin module that no import or write reaches is judged by the suites naming the codes it handles, the place’s first', () => {
  const module = 'src/server/graphql/idempotentMutations.ts';
  const line = lineOf(module, "'IDEMPOTENCY_KEY_IN_USE'");
  assert.equal(suitesJudging([module], 4, new Map([[module, [[line, line]]]])).get(module)?.[0], 'tests/server/idempotency.test.ts');
  // The live feed's codes (STREAM_REPLACED, SLOW_CONSUMER, LIVE_INTERRUPTED) are named by the live suites.
  const feed = 'src/server/graphql/liveFeed.ts';
  const live = suitesJudging([feed], 4).get(feed) ?? [];
  assert.equal(live[0], 'tests/server/liveUpdates.test.ts');
  assert.ok(live.includes('tests/server/stopping.test.ts'), live.join(', '));
});

test('the headers written at a place bring their suites even to a module a suite imports (yoga.ts: the CORS headers)', () => {
  const module = 'src/server/graphql/yoga.ts';
  const line = lineOf(module, 'allowedHeaders:');
  const suites = suitesJudging([module], 4, new Map([[module, [[line, line]]]])).get(module) ?? [];
  assert.equal(suites[0], 'tests/server/uploadRequestLimit.test.ts', 'the suite importing it first');
  assert.ok(suites.includes('tests/server/crossOrigin.test.ts'), suites.join(', '));
});

test('a module without terms is judged by the suites named after its importers (requestFacts.ts: the request log, the metrics)', () => {
  const module = 'src/server/graphql/requestFacts.ts';
  assert.deepEqual(specificSuites([module]).get(module), ['tests/server/metrics.test.ts', 'tests/server/requestLog.test.ts']);
});

test('a module that no rule reaches is told as such: no suite but the broad ones', () => {
  const module = 'src/server/graphql/unexpectedErrors.ts';
  assert.deepEqual(specificSuites([module]).get(module), []);
  assert.deepEqual(suitesJudging([module], 2).get(module), ['tests/server/tracker.test.ts', 'tests/server/sideEffects.test.ts']);
});

test('the harness is no hop: every suite goes through it, and would judge what it imports (sessions.ts)', () => {
  const suites = suitesJudging(['src/server/domain/sessions.ts'], 1000).get('src/server/domain/sessions.ts') ?? [];
  assert.ok(suites.includes('tests/server/sessions.test.ts'));
  // avatars.test.ts goes through the harness, imports nothing that imports sessions.ts and sends no write that reaches it.
  assert.ok(!suites.includes('tests/server/avatars.test.ts'));
  assert.ok(suites.length < 60, `${suites.length} suites`);
});

test('at most the limit', () => {
  for (const suites of judging.values()) assert.ok(suites.length <= 4);
  assert.equal(judging.get('src/server/domain/viewer.ts')?.length, 4);
});
