// The hooks that change several issues at once, on their own (support/mutationHook.tsx): the pages' suites never set a
// priority nor unassign anyone through them (the bulk bar and the assignee picker send them).
import { act } from '@testing-library/react';
import { commitLocalUpdate } from 'relay-runtime';
import type { MockEnvironment } from 'relay-test-utils';
import { useRemoveAssigneesFromIssuesMutation } from '../../src/client/issueChanges/useRemoveAssigneesFromIssuesMutation';
import { useSetIssuesPriorityMutation } from '../../src/client/issueChanges/useSetIssuesPriorityMutation';
import { NetworkError } from '../../src/client/relay/errors';
import { answer, fail, notifications, pendingMutation, recordingCallbacks, renderMutationHook } from './support/mutationHook';

const offline = () => new NetworkError('offline', 'Failed to fetch', { retryable: false });
const unreachable = "Can't reach the server. Check your connection and try again.";

/** Two issues as a list page holds them: priority LOW, assigned to ada and bob. */
function seedIssues(environment: MockEnvironment): void {
  commitLocalUpdate(environment, (store) => {
    const people = ['user-ada', 'user-bob'].map((id) => store.create(id, 'User').setValue(id.slice(5), 'login'));
    for (const id of ['issue-1', 'issue-2']) store.create(id, 'Issue').setValue('LOW', 'priority').setLinkedRecords(people, 'assignees');
  });
}

/** What the store shows of an issue now (optimistic changes included). */
function shown(environment: MockEnvironment, id: string) {
  const record = environment.getStore().getSource().get(id) as { priority?: unknown; assignees?: { __refs: string[] } };
  return { priority: record.priority, assignees: record.assignees?.__refs };
}

/** Whether the issues were marked stale since `check` was made. */
function staleCheck(environment: MockEnvironment, ids: readonly string[]): () => string[] {
  const store = environment.getStore();
  const before = new Map(ids.map((id) => [id, store.lookupInvalidationState([id])]));
  return () => ids.filter((id) => store.checkInvalidationState(before.get(id)!));
}

describe('setting the priority of issues', () => {
  test('sends the issues and the priority; shows it at once; once saved the issues are marked changed and the caller gets their ids', () => {
    const { environment, result } = renderMutationHook(useSetIssuesPriorityMutation);
    seedIssues(environment);
    const stale = staleCheck(environment, ['issue-1', 'issue-2']);
    const { heard, callbacks } = recordingCallbacks<readonly string[]>();
    act(() => void result.current[0](['issue-1', 'issue-2'], 'URGENT', callbacks));
    expect(pendingMutation(environment, 'useSetIssuesPriorityMutation').request.variables).toEqual({
      input: { issueIds: ['issue-1', 'issue-2'], priority: 'URGENT' },
    });
    expect([shown(environment, 'issue-1').priority, shown(environment, 'issue-2').priority]).toEqual(['URGENT', 'URGENT']);
    expect(result.current[1]).toBe(true);
    answer(environment, 'useSetIssuesPriorityMutation', {
      IssuesPayload: () => ({
        issues: [
          { id: 'issue-1', priority: 'URGENT' },
          { id: 'issue-2', priority: 'URGENT' },
        ],
        errors: [],
      }),
    });
    expect(stale()).toEqual(['issue-1', 'issue-2']);
    expect(heard).toEqual([{ kind: 'saved', result: ['issue-1', 'issue-2'] }]);
    expect(result.current[1]).toBe(false);
    expect(notifications()).toEqual([]);
  });

  test('refused: the old priority comes back, nothing is marked, and the message names the issue', () => {
    const { environment, result } = renderMutationHook(useSetIssuesPriorityMutation);
    seedIssues(environment);
    const stale = staleCheck(environment, ['issue-1']);
    const { heard, callbacks } = recordingCallbacks<readonly string[]>();
    act(() => void result.current[0](['issue-1'], 'HIGH', callbacks));
    expect(shown(environment, 'issue-1').priority).toBe('HIGH');
    const refusal = { field: ['issueIds'], message: 'You can only read this project.', code: 'FORBIDDEN' };
    answer(environment, 'useSetIssuesPriorityMutation', { IssuesPayload: () => ({ issues: [], errors: [refusal] }) });
    expect(shown(environment, 'issue-1').priority).toBe('LOW');
    expect(stale()).toEqual([]);
    expect(heard).toEqual([{ kind: 'rejected', errors: [refusal] }]);
    expect(notifications()).toEqual([{ title: "Couldn't change the priority of the issue", detail: 'You can only read this project.' }]);
  });

  test('no answer: the old priority comes back and the message counts the issues', () => {
    const { environment, result } = renderMutationHook(useSetIssuesPriorityMutation);
    seedIssues(environment);
    const { heard, callbacks } = recordingCallbacks<readonly string[]>();
    act(() => void result.current[0](['issue-1', 'issue-2'], 'NONE', callbacks));
    fail(environment, 'useSetIssuesPriorityMutation', offline());
    expect([shown(environment, 'issue-1').priority, shown(environment, 'issue-2').priority]).toEqual(['LOW', 'LOW']);
    expect(heard).toEqual([{ kind: 'error', message: 'Failed to fetch' }]);
    expect(notifications()).toEqual([{ title: "Couldn't change the priority of 2 issues", detail: unreachable }]);
  });
});

describe('unassigning people from issues', () => {
  test('sends the issues and the people; they leave at once; once saved the issues are marked changed', () => {
    const { environment, result } = renderMutationHook(useRemoveAssigneesFromIssuesMutation);
    seedIssues(environment);
    const stale = staleCheck(environment, ['issue-1', 'issue-2']);
    const { heard, callbacks } = recordingCallbacks<readonly string[]>();
    act(() => void result.current[0](['issue-1', 'issue-2'], ['user-bob'], callbacks));
    expect(pendingMutation(environment, 'useRemoveAssigneesFromIssuesMutation').request.variables).toEqual({
      input: { issueIds: ['issue-1', 'issue-2'], userIds: ['user-bob'] },
    });
    expect([shown(environment, 'issue-1').assignees, shown(environment, 'issue-2').assignees]).toEqual([['user-ada'], ['user-ada']]);
    answer(environment, 'useRemoveAssigneesFromIssuesMutation', {
      IssuesPayload: () => ({ issues: [{ id: 'issue-1' }, { id: 'issue-2' }], errors: [] }),
    });
    expect(stale()).toEqual(['issue-1', 'issue-2']);
    expect(heard).toEqual([{ kind: 'saved', result: ['issue-1', 'issue-2'] }]);
    expect(notifications()).toEqual([]);
  });

  test('no answer: they come back and a message says why', () => {
    const { environment, result } = renderMutationHook(useRemoveAssigneesFromIssuesMutation);
    seedIssues(environment);
    const stale = staleCheck(environment, ['issue-1']);
    act(() => void result.current[0](['issue-1'], ['user-ada', 'user-bob']));
    expect(shown(environment, 'issue-1').assignees).toEqual([]);
    fail(environment, 'useRemoveAssigneesFromIssuesMutation', offline());
    expect(shown(environment, 'issue-1').assignees).toEqual(['user-ada', 'user-bob']);
    expect(stale()).toEqual([]);
    expect(notifications()).toEqual([{ title: "Couldn't unassign the issue", detail: unreachable }]);
  });
});
