// Every documented limit at its edge, in one table. Each value is imported from where the code defines it
// (never copied here), and each limit is tried through the real server AT the value (accepted, and the
// effect checked), ONE BEYOND it (refused with its exact status and code, and nothing written) and, where
// the rule has two sides or the count builds up, one inside it too.
//
// Limits without a row, and why: labels per issue (there is none: an issue can carry every label of its
// project); query cost (armor's static estimate cannot be hit exactly; abuseLimits.test.ts keeps the client
// under half of it); time per request and session lifetime (time, not size: no timing assertions here).
//
// The rows live in ./limits/, one file per kind of limit (lists, search, counts, texts, uploads, rates,
// armor), on the shared types and helpers of ./limits/table.ts; this file runs them on each backend.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MAX_ASSIGNEES } from '../../src/server/domain/issues.ts';
import { toGlobalId } from '../../src/server/graphql/globalId.ts';
import { backends, type Session, startTestServer } from './harness.ts';
import { mutate } from './mutate.ts';
import { armorLimits } from './limits/armor.ts';
import { countLimits } from './limits/counts.ts';
import { connectionsInSchema, listLimits, nodesLimit, PAGED_LISTS } from './limits/lists.ts';
import { rateLimits } from './limits/rates.ts';
import { searchLimits } from './limits/search.ts';
import type { Limit, Refusal, World } from './limits/table.ts';
import { textLimits } from './limits/texts.ts';
import { uploadLimits } from './limits/uploads.ts';

const LIMITS: readonly Limit[] = [
  ...listLimits,
  nodesLimit,
  ...searchLimits,
  ...countLimits,
  ...textLimits,
  ...uploadLimits,
  ...rateLimits,
  ...armorLimits,
];

test('every connection in the schema has a `first` row in the table', () => {
  assert.deepEqual(Object.keys(PAGED_LISTS).sort(), connectionsInSchema());
});

for (const backend of backends) {
  describe(`limits on ${backend}`, () => {
    let world: World;
    before(async () => {
      const server = await startTestServer(backend);
      const signUps = await startTestServer(backend, { seed: false, allowSignUp: true });
      const ok = async (session: Session, field: string, input: Record<string, unknown>, select: string) => {
        const { body } = await mutate(session, field, input, select);
        assert.deepEqual(body.errors ?? body.data[field].errors, [], JSON.stringify(body));
        return body.data[field];
      };
      const webIssueIds: string[] = [];
      let after: string | null = null;
      while (webIssueIds.length < 200) {
        const { body } = await server.graphql(
          'query($after: String) { project(slug: "web") { issues(first: 100, after: $after) { pageInfo { endCursor } edges { node { id } } } } }',
          { after },
        );
        webIssueIds.push(...body.data.project.issues.edges.map((e: { node: { id: string } }) => e.node.id));
        after = body.data.project.issues.pageInfo.endCursor;
      }
      const projectId = (await ok(server, 'createProject', { slug: 'limits', name: 'Limits' }, 'project { id }')).project.id;
      const issueId = (await ok(server, 'createIssue', { projectId, title: 'The limits issue' }, 'issue { id }')).issue.id;
      const commentId = (await ok(server, 'addComment', { issueId, body: 'The limits comment' }, 'comment { id }')).comment.id;
      const labelId = (await ok(server, 'createLabel', { projectId, name: 'limits', color: 'abcdef' }, 'label { id }')).label.id;
      const people: string[] = [];
      for (let i = 0; i <= MAX_ASSIGNEES; i += 1)
        people.push(toGlobalId('User', (await server.createAccount(`assignee-${i}`, 'MEMBER')).id));
      world = {
        server,
        signUps,
        member: await server.signIn('member@triage.test'),
        webIssueIds,
        projectId,
        issueId,
        commentId,
        labelId,
        people,
      };
    });
    after(async () => {
      await world?.server.close();
      await world?.signUps.close();
    });

    for (const limit of LIMITS) {
      const beyond = limit.bound === 'max' ? limit.value + 1 : limit.value - 1;
      const inside = limit.bound === 'max' ? limit.value - 1 : limit.value + 1;
      const title = `${limit.name} (${limit.bound === 'max' ? 'at most' : 'at least'} ${limit.value}: ${limit.source})`;
      test(`${title}: ${limit.value} is accepted`, async () => {
        assert.equal(await limit.attempt(world, limit.value), 'accepted');
      });
      test(`${title}: ${beyond} is refused with ${limit.refusal.code}`, async () => {
        const answer = await limit.attempt(world, beyond);
        assert.notEqual(answer, 'accepted', `${beyond} was accepted`);
        const { message, ...refusal } = answer as Refusal;
        const { message: pattern, ...expected } = limit.refusal;
        assert.deepEqual(refusal, expected);
        if (pattern) assert.match(message ?? '', pattern);
      });
      if (limit.inside) {
        test(`${title}: ${inside} is accepted`, async () => {
          assert.equal(await limit.attempt(world, inside), 'accepted');
        });
      }
    }
  });
}
