// Deleting a label (labels/useDeleteLabelMutation.ts) on its own (support/mutationHook.tsx): LabelsPage.test.tsx shows
// the list; here, what the store holds elsewhere (issues already loaded, with and without their labels) once it is gone.
import { act } from '@testing-library/react';
import { commitLocalUpdate } from 'relay-runtime';
import type { MockEnvironment } from 'relay-test-utils';
import { useDeleteLabelMutation } from '../../src/client/labels/useDeleteLabelMutation';
import { NetworkError } from '../../src/client/relay/errors';
import { answer, fail, notifications, pendingMutation, recordingCallbacks, renderMutationHook } from './support/mutationHook';

/** A project with the labels bug and docs; issue-1 carries both, issue-2 docs, issue-3 was loaded without its labels. */
function seed(environment: MockEnvironment): void {
  commitLocalUpdate(environment, (store) => {
    const [bug, docs] = ['label-bug', 'label-docs'].map((id) => store.create(id, 'Label'));
    store.create('project-web', 'Project').setLinkedRecords([bug!, docs!], 'labels');
    store.create('issue-1', 'Issue').setLinkedRecords([bug!, docs!], 'labels');
    store.create('issue-2', 'Issue').setLinkedRecords([docs!], 'labels');
    store.create('issue-3', 'Issue').setValue('A relation, fetched without labels', 'title');
  });
}

const labelsOf = (environment: MockEnvironment, id: string) =>
  (environment.getStore().getSource().get(id)?.labels as { __refs: string[] } | undefined)?.__refs;

test("the label leaves the project's list at once; once deleted, it leaves every issue the store holds", () => {
  const { environment, result } = renderMutationHook(useDeleteLabelMutation);
  seed(environment);
  const { heard, callbacks } = recordingCallbacks<string>();
  act(() => void result.current[0]('project-web', 'label-bug', 'bug', callbacks));
  expect(pendingMutation(environment, 'useDeleteLabelMutation').request.variables).toEqual({ input: { labelId: 'label-bug' } });
  expect(labelsOf(environment, 'project-web')).toEqual(['label-docs']);
  answer(environment, 'useDeleteLabelMutation', {
    DeleteLabelPayload: () => ({ deletedLabelId: 'label-bug', project: { id: 'project-web', labels: [{ id: 'label-docs' }] }, errors: [] }),
  });
  expect(heard).toEqual([{ kind: 'saved', result: 'label-bug' }]);
  expect(notifications()).toEqual([]);
  expect([labelsOf(environment, 'issue-1'), labelsOf(environment, 'issue-2'), labelsOf(environment, 'issue-3')]).toEqual([
    ['label-docs'],
    ['label-docs'],
    undefined,
  ]);
});

test('no answer: the label comes back, the issues keep it, and the message names it', () => {
  const { environment, result } = renderMutationHook(useDeleteLabelMutation);
  seed(environment);
  act(() => void result.current[0]('project-web', 'label-bug', 'bug'));
  fail(environment, 'useDeleteLabelMutation', new NetworkError('offline', 'Failed to fetch', { retryable: false }));
  expect(labelsOf(environment, 'project-web')).toEqual(['label-bug', 'label-docs']);
  expect(labelsOf(environment, 'issue-1')).toEqual(['label-bug', 'label-docs']);
  expect(notifications()).toEqual([
    { title: "Couldn't delete the label “bug”", detail: "Can't reach the server. Check your connection and try again." },
  ]);
});
