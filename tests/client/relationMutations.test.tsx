// The relation hooks on their own (support/mutationHook.tsx): IssueRelations.test.tsx adds relations through the page
// but never removes one.
import { act } from '@testing-library/react';
import { commitLocalUpdate } from 'relay-runtime';
import type { MockEnvironment } from 'relay-test-utils';
import { NetworkError } from '../../src/client/relay/errors';
import { useRemoveIssueRelationMutation } from '../../src/client/relations/useRemoveIssueRelationMutation';
import { answer, fail, notifications, pendingMutation, recordingCallbacks, renderMutationHook } from './support/mutationHook';

/** Puts issues into the store, as the issue page would have; returns a check of which were marked stale since. */
function issuesInStore(environment: MockEnvironment, ids: readonly string[]): () => string[] {
  commitLocalUpdate(environment, (store) => ids.forEach((id) => store.create(id, 'Issue')));
  const store = environment.getStore();
  const before = new Map(ids.map((id) => [id, store.lookupInvalidationState([id])]));
  return () => ids.filter((id) => store.checkInvalidationState(before.get(id)!));
}

test('removing a relation sends both issues; once saved, the other issue is marked stale and the caller hears of it', () => {
  const { environment, result } = renderMutationHook(useRemoveIssueRelationMutation);
  const staleSince = issuesInStore(environment, ['issue-1', 'issue-3']);
  const { heard, callbacks } = recordingCallbacks<string>();
  act(() => void result.current[0]('issue-1', 'issue-3', callbacks));
  expect(pendingMutation(environment, 'useRemoveIssueRelationMutation').request.variables).toEqual({
    input: { issueId: 'issue-1', relatedIssueId: 'issue-3' },
  });
  expect(staleSince()).toEqual([]);
  answer(environment, 'useRemoveIssueRelationMutation', {
    IssueRelationPayload: () => ({ issue: { id: 'issue-1' }, relatedIssue: { id: 'issue-3' }, errors: [] }),
  });
  // The issue's own relations come back in the answer; the other one's timeline and relations are elsewhere.
  expect(staleSince()).toEqual(['issue-3']);
  expect(heard).toEqual([{ kind: 'saved', result: 'issue-1' }]);
  expect(notifications()).toEqual([]);
});

test('refused: nothing is marked, the user reads why and the caller hears the errors', () => {
  const { environment, result } = renderMutationHook(useRemoveIssueRelationMutation);
  const staleSince = issuesInStore(environment, ['issue-1', 'issue-3']);
  const { heard, callbacks } = recordingCallbacks<string>();
  act(() => void result.current[0]('issue-1', 'issue-3', callbacks));
  const refusal = { field: null, message: 'The relation is gone already.', code: 'NOT_FOUND' };
  answer(environment, 'useRemoveIssueRelationMutation', {
    IssueRelationPayload: () => ({ issue: null, relatedIssue: null, errors: [refusal] }),
  });
  expect(staleSince()).toEqual([]);
  expect(heard).toEqual([{ kind: 'rejected', errors: [refusal] }]);
  expect(notifications()).toEqual([{ title: "Couldn't remove the relation", detail: 'The relation is gone already.' }]);
});

test('no answer: nothing is marked, the user reads why and the caller hears the error', () => {
  const { environment, result } = renderMutationHook(useRemoveIssueRelationMutation);
  const staleSince = issuesInStore(environment, ['issue-1', 'issue-3']);
  const { heard, callbacks } = recordingCallbacks<string>();
  act(() => void result.current[0]('issue-1', 'issue-3', callbacks));
  fail(environment, 'useRemoveIssueRelationMutation', new NetworkError('offline', 'Failed to fetch', { retryable: false }));
  expect(staleSince()).toEqual([]);
  expect(heard).toEqual([{ kind: 'error', message: 'Failed to fetch' }]);
  expect(notifications()).toEqual([
    { title: "Couldn't remove the relation", detail: "Can't reach the server. Check your connection and try again." },
  ]);
});
