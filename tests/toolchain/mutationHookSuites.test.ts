// Which Jest suites judge a mutation hook's mutants in the `client-mutations` target (scripts/mutationHookSuites.ts):
// the suites naming the hook's operation, most mentions first, at most the limit; and every hook of the client has one.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';
import { operationOf, suitesNamingHooks } from '../../scripts/mutationHookSuites.ts';

test("a hook's operation is the name of the mutation in its graphql tag", () => {
  assert.equal(
    operationOf('const m = graphql`\n  mutation useDeleteLabelMutation($input: DeleteLabelInput!) {`;'),
    'useDeleteLabelMutation',
  );
  // A fragment or a query is not a mutation hook's.
  assert.equal(operationOf('graphql`fragment useDeleteLabelMutation_x on Label { id }`'), undefined);
  assert.equal(operationOf('graphql`query useThingQuery { viewer { id } }`'), undefined);
});

test('the suites naming the operation as a word: those importing the hook first, then most mentions, then by path; at most the limit', () => {
  const files: Record<string, string> = {
    'hook.ts': 'graphql`mutation useDoMutation { do }`',
    'other.ts': 'graphql`mutation useOtherMutation { other }`',
    'a.test.tsx': "resolveOperation(env, 'useDoMutation'); pendingOperation(env, 'useDoMutation');",
    'b.test.tsx': "resolveOperation(env, 'useDoMutation');",
    'c.test.tsx': "resolveOperation(env, 'useDoMutation'); resolveOperation(env, 'useDoMutation'); 'useDoMutation'",
    'd.test.tsx': "resolveOperation(env, 'useDoMutation');",
    // Not the same word.
    'e.test.tsx': "resolveOperation(env, 'useDoMutationAgain');",
    // The hook's own suite: it imports the hook.
    'f.test.tsx': "import { useDoMutation } from '../../src/client/do/hook';\npendingMutation(env, 'useDoMutation');",
  };
  const suites = ['a.test.tsx', 'b.test.tsx', 'c.test.tsx', 'd.test.tsx', 'e.test.tsx'];
  const judging = suitesNamingHooks(['hook.ts', 'other.ts'], 3, suites, (file) => files[file]!);
  assert.deepEqual(judging.get('hook.ts'), ['c.test.tsx', 'a.test.tsx', 'b.test.tsx']);
  // A suite importing the hook comes first, whatever its count.
  assert.deepEqual(suitesNamingHooks(['hook.ts'], 2, [...suites, 'f.test.tsx'], (file) => files[file]!).get('hook.ts'), [
    'f.test.tsx',
    'c.test.tsx',
  ]);
  assert.deepEqual(judging.get('other.ts'), []);
  assert.throws(() => suitesNamingHooks(['a.test.tsx'], 3, suites, (file) => files[file]!), /sends no named mutation/);
});

test('every mutation hook of the client is judged by a suite of tests/client (the target refuses a hook without one)', () => {
  const hooks = readdirSync('src/client', { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)use\w+Mutation\.ts$/.test(file) && !file.startsWith('relay/'))
    .map((file) => `src/client/${file}`);
  assert.ok(hooks.length >= 50, `${hooks.length} hooks found`);
  const judging = suitesNamingHooks(hooks, 3);
  assert.deepEqual(
    hooks.filter((hook) => judging.get(hook)!.length === 0),
    [],
  );
});
