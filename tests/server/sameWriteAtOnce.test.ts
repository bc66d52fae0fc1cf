// Every mutation of the schema sent several times at once, the same input each time (a double click, a retry
// racing its original, several tabs): no copy is a 500, at least one succeeds where the write matrix says the sender may write,
// and afterwards every stored derived value agrees with a recount of what it counts (issue 19: a deleteComment
// sent 8 times at once left the issue's comment count at 3 with 6 comments). The inputs are the write matrix's
// admin cells (tests/server/writeMatrix/), so a new mutation is covered once it has its row there.
// concurrentWrites.test.ts checks the exact outcome of the writes whose copies must collapse into one.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { backends } from './harness.ts';
import { issueCounterMismatches } from './issueCounterCheck.ts';
import { schemaMutationNames, sendMutation } from './mutations.ts';
import { MATRIX, writeMatrixFixture } from './writeMatrix/fixture.ts';
import { ACTORS, type Cell, type Fixture, OK } from './writeMatrix/table.ts';

const TIMES = 6;

/** Stored values that count or copy other rows, each place where one differs from its recount, described. */
async function derivedValueMismatches(f: Fixture): Promise<string[]> {
  const { rows } = await sql<{ id: number; stored: number; counted: number }>`
    select i.id, i.comment_count as stored, (select count(*)::int from comments c where c.issue_id = i.id) as counted
    from issues i where i.comment_count <> (select count(*) from comments c where c.issue_id = i.id)`.execute(f.db);
  return [
    ...rows.map((row) => `issue ${row.id} stores ${row.stored} comments and has ${row.counted}`),
    ...(await issueCounterMismatches(f.db)),
  ];
}

for (const backend of backends) {
  describe(`every mutation ${TIMES} times at once on ${backend}`, () => {
    let f: Fixture;
    before(async () => {
      f = await writeMatrixFixture(backend);
    });
    after(() => f?.server.close());

    for (const name of schemaMutationNames) {
      test(name, async () => {
        const row = (MATRIX as Partial<Record<string, (f: Fixture) => { targets: Partial<Record<string, Cell>> }>>)[name]?.(f);
        // The admin's cell where the admin may write; else whoever may; where nobody may (signing up, off in
        // this workspace) the admin's refused one, whose copies must all be typed refusals.
        const cells = Object.values(row?.targets ?? {}).flatMap((c) => (c ? [c] : []));
        const writer = ['admin' as const, ...ACTORS].find((a) => cells.some((c) => c.expected[a] === OK));
        const actor = writer ?? 'admin';
        const cell = cells.find((c) => writer === undefined || c.expected[writer] === OK);
        assert.ok(cell, `${name}: the write matrix has no row for it (tests/server/writeMatrix/)`);
        const attempt = await cell.prepare(actor);
        const session = attempt.session ?? f.sessions[actor];
        const answers = await Promise.all(
          Array.from({ length: TIMES }, () => sendMutation(session, name, attempt.input, { files: attempt.files })),
        );
        for (const { status, body } of answers) {
          assert.ok(status < 500, `${name}: HTTP ${status} ${JSON.stringify(body).slice(0, 300)}`);
          const codes = (body.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
          assert.ok(!codes.includes('INTERNAL_SERVER_ERROR'), `${name}: ${String(JSON.stringify(body.errors)).slice(0, 300)}`);
        }
        const done = answers.filter(
          (a) => a.status === 200 && a.body.errors === undefined && (a.body.data[name].errors ?? []).length === 0,
        );
        if (writer) assert.ok(done.length >= 1, `${name}: no copy succeeded: ${JSON.stringify(answers.map((a) => a.body)).slice(0, 400)}`);
        assert.deepEqual(await derivedValueMismatches(f), [], `${name}: stored values that disagree with a recount`);
        await attempt.cleanup?.();
      });
    }
  });
}
