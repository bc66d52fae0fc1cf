// The write matrix: every mutation of schema.graphql × six actors × the targets it can have. Each cell's
// outcome is asserted exactly; a refused write is shown to have written nothing (every table and the file
// store compared before and after), an allowed one to have taken effect (read back from the database). After
// every cell the projects' issue counters are compared with a real count of their issues.
// The mutation list is read from the schema: a mutation without a row here fails the suite, naming it.
// Reads are in permissions.test.ts; a role or membership changed mid-session in roleChanges.test.ts.
//
// The rows live in ./writeMatrix/, one file per subject (issues, comments and attachments, labels and views,
// accounts, administration) on the vocabulary of ./writeMatrix/table.ts; this file checks and runs them.
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { changed, snapshot } from './dbSnapshot.ts';
import { backends, type GraphQLResult } from './harness.ts';
import { issueCounterMismatches } from './issueCounterCheck.ts';
import { schemaMutationNames, sendMutation } from './mutations.ts';
import { MATRIX, writeMatrixFixture } from './writeMatrix/fixture.ts';
import {
  ACTORS,
  type Actor,
  type Cell,
  type Expected,
  type Fixture,
  type Row,
  type Target,
  OK,
  AUTH,
  HIDDEN,
  FORBIDDEN,
} from './writeMatrix/table.ts';

/** What the answer means, in the words of `Outcome`; anything else is described as it is. */
function outcomeOf(name: string, row: Row, response: GraphQLResult): string {
  const { status, body } = response;
  if (status === 401) {
    const refused = body.data === undefined && body.errors?.length === 1 && body.errors[0].extensions?.code === 'UNAUTHENTICATED';
    return refused ? AUTH : `401 with ${JSON.stringify(body)}`;
  }
  if (status !== 200 || body.errors !== undefined) return `${status} with ${JSON.stringify(body)}`;
  const errors: unknown = body.data[name].errors ?? [];
  if (isDeepStrictEqual(errors, [])) return OK;
  if (isDeepStrictEqual(errors, [{ code: 'NOT_FOUND', field: [row.targetField] }])) return HIDDEN;
  if (isDeepStrictEqual(errors, [{ code: 'FORBIDDEN', field: null }])) return FORBIDDEN;
  if (isDeepStrictEqual(errors, [{ code: 'FORBIDDEN', field: ['userId'] }])) return 'forbidden-self';
  return `errors ${JSON.stringify(errors)}`;
}

test('every mutation of schema.graphql has a row in the write matrix, and every row a mutation', () => {
  const missing = schemaMutationNames.filter((name) => !Object.hasOwn(MATRIX, name));
  const stale = Object.keys(MATRIX).filter((name) => !schemaMutationNames.includes(name));
  assert.deepEqual(missing, [], `mutations without a row in tests/server/writeMatrix/: ${missing.join(', ')}`);
  assert.deepEqual(stale, [], `rows of the write matrix for mutations the schema no longer has: ${stale.join(', ')}`);
});

for (const backend of backends) {
  describe(`write matrix on ${backend}`, () => {
    let f: Fixture;

    before(async () => {
      f = await writeMatrixFixture(backend);
    });
    after(() => f?.server.close());

    for (const name of schemaMutationNames) {
      test(name, async () => {
        const makeRow = (MATRIX as Partial<Record<string, (f: Fixture) => Row>>)[name];
        if (!makeRow) return assert.fail(`${name} has no row in the write matrix (tests/server/writeMatrix.test.ts)`);
        const row = makeRow(f);
        const expected: Partial<Record<Target, Expected>> = {};
        const actual: Partial<Record<Target, Record<Actor, string>>> = {};
        for (const [target, cell] of Object.entries(row.targets) as [Target, Cell][]) {
          expected[target] = cell.expected;
          const outcomes = {} as Record<Actor, string>;
          for (const actor of ACTORS) {
            const attempt = await cell.prepare(actor);
            const session = attempt.session ?? f.sessions[actor];
            const before = await snapshot(f.server);
            const response = await sendMutation(session, name, attempt.input, { files: attempt.files });
            let outcome = outcomeOf(name, row, response);
            if (outcome === OK) {
              await attempt.tookEffect(response).catch((error: Error) => {
                outcome = `ok, but ${error.message}`;
              });
            } else {
              const written = changed(before, await snapshot(f.server));
              if (written.length > 0) outcome = `${outcome}, but it wrote to ${written.join(', ')}`;
            }
            await attempt.cleanup?.();
            // The projects' issue counters (migration 0023's triggers) agree with the issues after every write.
            const miscounted = await issueCounterMismatches(f.db);
            if (miscounted.length > 0) outcome = `${outcome}, but ${miscounted.join('; ')}`;
            outcomes[actor] = outcome;
          }
          actual[target] = outcomes;
        }
        assert.deepEqual(actual, expected, `${name}: outcomes by target and actor`);
      });
    }
  });
}
