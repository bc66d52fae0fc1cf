// Changing a project on its own (support/mutationHook.tsx): Administration.test.tsx creates and archives projects but
// never edits one.
import { act } from '@testing-library/react';
import { useUpdateProjectMutation } from '../../src/client/admin/useUpdateProjectMutation';
import { answer, notifications, pendingMutation, recordingCallbacks, renderMutationHook } from './support/mutationHook';

const values = { name: 'Web app', slug: 'web-app', description: 'The browser client.', visibility: 'PRIVATE' } as const;

test('sends every field of the form; saved, the caller gets the slug the project has now (its new address)', () => {
  const { environment, result } = renderMutationHook(useUpdateProjectMutation);
  const { heard, callbacks } = recordingCallbacks<string>();
  act(() => void result.current[0]('project-web', values, callbacks));
  expect(pendingMutation(environment, 'useUpdateProjectMutation').request.variables).toEqual({
    input: { projectId: 'project-web', name: 'Web app', slug: 'web-app', description: 'The browser client.', visibility: 'PRIVATE' },
  });
  expect(result.current[1]).toBe(true);
  answer(environment, 'useUpdateProjectMutation', {
    UpdateProjectPayload: () => ({ project: { id: 'project-web', slug: 'web-app' }, errors: [] }),
  });
  expect(heard).toEqual([{ kind: 'saved', result: 'web-app' }]);
  expect(result.current[1]).toBe(false);
});

test('refused (the slug is taken): the caller gets the errors for the form; no message, the form shows them', () => {
  const { environment, result } = renderMutationHook(useUpdateProjectMutation);
  const { heard, callbacks } = recordingCallbacks<string>();
  act(() => void result.current[0]('project-web', values, callbacks));
  const taken = { field: ['slug'], message: 'Another project has that address.', code: 'TAKEN' };
  answer(environment, 'useUpdateProjectMutation', { UpdateProjectPayload: () => ({ project: null, errors: [taken] }) });
  expect(heard).toEqual([{ kind: 'rejected', errors: [taken] }]);
  expect(notifications()).toEqual([]);
});
