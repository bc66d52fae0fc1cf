// The issue page reads its timeline's entries whole, with their files, labels and people, and its count, in one
// statement (issue 14), and the issue's own files and people with the issue. Those rows arrive as JSON: this
// proves each answers exactly what the same entry read by its id answers (dates included), that the count and
// the page agree whether asked together or apart, and that pages by cursor add up to the whole timeline.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends, startTestServer, type Session, type TestServer } from './harness.ts';
import { multipartFiles } from './multipart.ts';

const PERSON = 'login name avatarUrl deactivatedAt';
const ATTACHMENT = `id filename contentType size isImage createdAt url uploader { ${PERSON} }`;
const ITEM = `__typename
  ... on Comment { id body createdAt updatedAt editedAt author { ${PERSON} } attachments { ${ATTACHMENT} } }
  ... on IssueEvent { id kind createdAt from to actor { ${PERSON} } label { id name color description } assignee { ${PERSON} } }
  ... on IssueMention { id createdAt actor { ${PERSON} } source { number title } comment { id body } }`;
const TIMELINE = `query($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on Issue {
  author { ${PERSON} }
  attachments { ${ATTACHMENT} }
  timeline(first: $first, after: $after) { totalCount edges { cursor node { ${ITEM} } } pageInfo { hasNextPage endCursor } }
} } }`;

const file = (name: string) => ({ name, type: 'text/plain', bytes: new TextEncoder().encode(`the bytes of ${name}`) });

for (const backend of backends) {
  describe(`the issue page's timeline read whole (${backend})`, () => {
    let server: TestServer;
    let admin: Session;
    let member: Session;
    let issueId: string;

    const ok = async (as: Session, query: string, variables: Record<string, unknown>) => {
      const answer = await as.graphql(query, variables);
      assert.equal(answer.body.errors, undefined, JSON.stringify(answer.body.errors));
      return answer.body.data;
    };

    before(async () => {
      server = await startTestServer(backend);
      admin = await server.signIn('admin@triage.test');
      member = await server.signIn('member@triage.test');
      const { project } = await ok(
        admin,
        `{ project(slug: "web") { id labels { id } assignableUsers { id } issue(number: 3) { id } } }`,
        {},
      );
      const created = await ok(
        member,
        `mutation($input: CreateIssueInput!) { createIssue(input: $input) { errors { message } issue { id number } } }`,
        { input: { projectId: project.id, title: 'A timeline of every kind', body: 'Its description.' } },
      );
      issueId = created.createIssue.issue.id;
      const issueIds = [issueId];
      await ok(admin, `mutation($input: IssueLabelsInput!) { addLabelsToIssues(input: $input) { errors { message } } }`, {
        input: { issueIds, labelIds: [project.labels[0].id] },
      });
      await ok(admin, `mutation($input: IssueAssigneesInput!) { addAssigneesToIssues(input: $input) { errors { message } } }`, {
        input: { issueIds, userIds: [project.assignableUsers[0].id] },
      });
      const ADD_COMMENT = `mutation($input: AddCommentInput!) { addComment(input: $input) { errors { message } comment { id } } }`;
      const comment = await ok(member, ADD_COMMENT, { input: { issueId, body: 'Attached: two traces.' } });
      await ok(admin, ADD_COMMENT, { input: { issueId, body: 'A comment without files, edited below.' } });
      const attachTo = async (mutation: string, input: Record<string, unknown>, names: string[]) => {
        const response = await member.fetch('/graphql', multipartFiles(mutation, input, names.map(file)));
        const body = await response.json();
        assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      };
      await attachTo(
        `mutation($input: AddCommentAttachmentsInput!) { addCommentAttachments(input: $input) { errors { message } } }`,
        { commentId: comment.addComment.comment.id },
        ['first.txt', 'second.txt'],
      );
      await attachTo(
        `mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { message } } }`,
        { issueId },
        ['own.txt'],
      );
      // A back-link: another issue's comment names this one.
      await ok(admin, ADD_COMMENT, { input: { issueId: project.issue.id, body: `Same cause as #${created.createIssue.issue.number}.` } });
    });
    after(() => server.close());

    test('every kind of entry answers as it does read by its id', async () => {
      const { node } = await ok(admin, TIMELINE, { id: issueId, first: 100 });
      const kinds = new Set(node.timeline.edges.map((edge: { node: { __typename: string } }) => edge.node.__typename));
      assert.deepEqual([...kinds].sort(), ['Comment', 'IssueEvent', 'IssueMention'], 'the timeline holds every kind');
      const comment = node.timeline.edges.find((edge: { node: { attachments?: unknown[] } }) => edge.node.attachments?.length);
      assert.deepEqual(
        comment.node.attachments.map((a: { filename: string; uploader: { login: string } }) => [a.filename, a.uploader.login]),
        [
          ['first.txt', 'member'],
          ['second.txt', 'member'],
        ],
      );
      assert.deepEqual(
        node.attachments.map((a: { filename: string }) => a.filename),
        ['own.txt'],
      );
      assert.equal(node.author.login, 'member');
      assert.equal(node.timeline.totalCount, node.timeline.edges.length);

      const ids = node.timeline.edges.map((edge: { node: { id: string } }) => edge.node.id);
      const byId = await ok(admin, `query($ids: [ID!]!) { nodes(ids: $ids) { ${ITEM} } }`, { ids });
      assert.deepEqual(
        node.timeline.edges.map((edge: { node: unknown }) => edge.node),
        byId.nodes,
      );
      const issueById = await ok(
        admin,
        `query($id: ID!) { node(id: $id) { ... on Issue { author { ${PERSON} } attachments { ${ATTACHMENT} } } } }`,
        { id: issueId },
      );
      assert.deepEqual({ author: node.author, attachments: node.attachments }, issueById.node);
    });

    test('the count and the page agree asked together or apart, and pages by cursor add up to the whole', async () => {
      const whole = (await ok(admin, TIMELINE, { id: issueId, first: 100 })).node.timeline;
      const countAlone = await ok(admin, `query($id: ID!) { node(id: $id) { ... on Issue { timeline { totalCount } } } }`, { id: issueId });
      assert.equal(countAlone.node.timeline.totalCount, whole.totalCount);
      const pageAlone = await ok(
        admin,
        `query($id: ID!) { node(id: $id) { ... on Issue { timeline(first: 100) { edges { cursor node { ${ITEM} } } } } } }`,
        {
          id: issueId,
        },
      );
      assert.deepEqual(pageAlone.node.timeline.edges, whole.edges);

      const paged: unknown[] = [];
      let cursor: string | null = null;
      for (;;) {
        const timeline: { totalCount: number; edges: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } = (
          await ok(admin, TIMELINE, { id: issueId, first: 2, after: cursor })
        ).node.timeline;
        assert.equal(timeline.totalCount, whole.totalCount, 'each page counts the whole timeline');
        paged.push(...timeline.edges);
        if (!timeline.pageInfo.hasNextPage) break;
        cursor = timeline.pageInfo.endCursor;
      }
      assert.deepEqual(paged, whole.edges);

      const beyond = (await ok(admin, TIMELINE, { id: issueId, first: 2, after: whole.pageInfo.endCursor })).node.timeline;
      assert.deepEqual(beyond.edges, []);
      assert.equal(beyond.totalCount, whole.totalCount, 'an empty page still carries the count');
      const none = (await ok(admin, TIMELINE, { id: issueId, first: 0 })).node.timeline;
      assert.deepEqual([none.edges, none.totalCount], [[], whole.totalCount]);
    });
  });
}
