// Changing one issue's title, description or priority (issueChanges/useUpdateIssueMutation.ts) on its own
// (support/mutationHook.tsx): the pages' suites change titles and descriptions; the priority, and what the message
// says when each is undone, only here.
import { act } from '@testing-library/react';
import { commitLocalUpdate } from 'relay-runtime';
import { useUpdateIssueMutation, type IssueChanges } from '../../src/client/issueChanges/useUpdateIssueMutation';
import { NetworkError } from '../../src/client/relay/errors';
import { fail, notifications, pendingMutation, renderMutationHook } from './support/mutationHook';

const unreachable = "Can't reach the server. Check your connection and try again.";

test.each<[string, IssueChanges, string]>([
  ['the title', { title: 'Crash on save' }, "Couldn't change the title"],
  ['the priority', { priority: 'URGENT' }, "Couldn't change the priority"],
  ['the description', { body: 'Steps to reproduce…' }, "Couldn't change the description"],
])('%s: sent, shown at once, back as it was when there is no answer, and the message names it', (_, changes, title) => {
  const { environment, result } = renderMutationHook(useUpdateIssueMutation);
  commitLocalUpdate(environment, (store) => {
    store.create('issue-1', 'Issue').setValue('Crash', 'title').setValue('', 'body').setValue('LOW', 'priority').setValue(3, 'revision');
  });
  const shown = () => {
    const { title: shownTitle, body, priority } = environment.getStore().getSource().get('issue-1')!;
    return { title: shownTitle, body, priority };
  };
  const before = shown();
  act(() => void result.current[0]('issue-1', changes));
  expect(pendingMutation(environment, 'useUpdateIssueMutation').request.variables).toEqual({ input: { issueId: 'issue-1', ...changes } });
  expect(shown()).toEqual({ ...before, ...changes });
  fail(environment, 'useUpdateIssueMutation', new NetworkError('offline', 'Failed to fetch', { retryable: false }));
  expect(shown()).toEqual(before);
  expect(notifications()).toEqual([{ title, detail: unreachable }]);
});
