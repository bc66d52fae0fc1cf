import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useUnarchiveProjectMutation as UnarchiveProjectMutation } from '../../../__generated__/useUnarchiveProjectMutation.graphql';
import type { ProjectArchiveCallbacks } from './projectArchiveOutcome';

const mutation = graphql`
  mutation useUnarchiveProjectMutation($input: ProjectArchiveInput!) {
    unarchiveProject(input: $input) {
      project {
        id
        ...ProjectArchiveSection_project
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

/** Unarchives a project (admins). Waits for the server, which has the last word. */
export function useUnarchiveProjectMutation(): [(projectId: string, callbacks: ProjectArchiveCallbacks) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<UnarchiveProjectMutation>(mutation);
  const unarchive = useCallback(
    (projectId: string, { onOutcome, onError }: ProjectArchiveCallbacks) =>
      commit({
        variables: { input: { projectId } },
        // What may be done changes on every page of the project, and so does the home page's list: all that is
        // cached is stale, and each page loads afresh when next visited.
        updater: (store, response) => {
          if (response?.unarchiveProject.project != null) store.invalidateStore();
        },
        onCompleted: ({ unarchiveProject: payload }) =>
          onOutcome(
            payload.project != null && payload.errors.length === 0 ? { kind: 'saved' } : { kind: 'rejected', errors: payload.errors },
          ),
        onError,
      }),
    [commit],
  );
  return [unarchive, isInFlight];
}
