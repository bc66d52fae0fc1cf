// insertMutationEdge (relay/insertMutationEdge.ts) through a real mutation hook (useAddCommentMutation): the new
// comment's edge goes into the timeline once, even when a live update put the comment there before the answer,
// and a refusal (a null edge) leaves the timeline as it was.
import { act } from '@testing-library/react';
import { commitLocalUpdate } from 'relay-runtime';
import type { MockEnvironment } from 'relay-test-utils';
import { useAddCommentMutation } from '../../src/client/comments/useAddCommentMutation';
import { answer, renderMutationHook } from './support/mutationHook';

const TIMELINE = 'client:issue-1:__IssueTimeline_timeline_connection';
const author = { id: 'user-ada', name: 'Ada', login: 'ada', avatarUrl: '/avatars/ada.svg' };

/** A timeline on screen holding one comment, `comment-1`. */
function seedTimeline(environment: MockEnvironment): void {
  commitLocalUpdate(environment, (store) => {
    const connection = store.create(TIMELINE, 'IssueTimelineConnection');
    const edge = store.create(`${TIMELINE}:edges:0`, 'IssueTimelineEdge');
    edge.setLinkedRecord(store.create('comment-1', 'Comment'), 'node');
    connection.setLinkedRecords([edge], 'edges');
    connection.setValue(1, '__connection_next_edge_index'); // as Relay's connection handler leaves it
  });
}

const nodesOnTimeline = (environment: MockEnvironment) =>
  ((environment.getStore().getSource().get(TIMELINE)?.edges as { __refs: string[] } | undefined)?.__refs ?? []).map(
    (edgeId) => (environment.getStore().getSource().get(edgeId)?.node as { __ref: string } | undefined)?.__ref,
  );

function addComment(environment: MockEnvironment, addCommentHook: ReturnType<typeof useAddCommentMutation>[0]): void {
  seedTimeline(environment);
  act(() => void addCommentHook('issue-1', TIMELINE, 'Looks good', author));
}

test('the answered comment is appended to the timeline once', () => {
  const { environment, result } = renderMutationHook(useAddCommentMutation);
  addComment(environment, result.current[0]);
  answer(environment, 'useAddCommentMutation', {
    AddCommentPayload: () => ({ timelineEdge: { cursor: 'c2', node: { __typename: 'Comment', id: 'comment-2' } }, errors: [] }),
  });
  expect(nodesOnTimeline(environment)).toEqual(['comment-1', 'comment-2']);
});

test('a comment a live update already put on the timeline is not appended a second time', () => {
  const { environment, result } = renderMutationHook(useAddCommentMutation);
  addComment(environment, result.current[0]);
  answer(environment, 'useAddCommentMutation', {
    AddCommentPayload: () => ({ timelineEdge: { cursor: 'c1', node: { __typename: 'Comment', id: 'comment-1' } }, errors: [] }),
  });
  expect(nodesOnTimeline(environment)).toEqual(['comment-1']);
});

test('a refusal (no edge) leaves the timeline as it was', () => {
  const { environment, result } = renderMutationHook(useAddCommentMutation);
  addComment(environment, result.current[0]);
  answer(environment, 'useAddCommentMutation', {
    AddCommentPayload: () => ({
      timelineEdge: null,
      issue: null,
      errors: [{ __typename: 'UserError', field: 'body', message: 'Too long' }],
    }),
  });
  expect(nodesOnTimeline(environment)).toEqual(['comment-1']);
});
