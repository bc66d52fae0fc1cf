import { useCallback } from 'react';
import { graphql, useMutation, type Disposable } from 'react-relay';
import type { useArchiveProjectMutation as ArchiveProjectMutation } from '../../../__generated__/useArchiveProjectMutation.graphql';
import type { ProjectArchiveCallbacks } from './projectArchiveOutcome';

const mutation = graphql`
  mutation useArchiveProjectMutation($input: ProjectArchiveInput!) {
    archiveProject(input: $input) {
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

/** Archives a project (admins). Waits for the server, which has the last word. */
export function useArchiveProjectMutation(): [(projectId: string, callbacks: ProjectArchiveCallbacks) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<ArchiveProjectMutation>(mutation);
  const archive = useCallback(
    (projectId: string, { onOutcome, onError }: ProjectArchiveCallbacks) =>
      commit({
        variables: { input: { projectId } },
        // What may be done changes on every page of the project, and so does the home page's list: all that is
        // cached is stale, and each page loads afresh when next visited.
        updater: (store, response) => {
          if (response?.archiveProject.project != null) store.invalidateStore();
        },
        onCompleted: ({ archiveProject: payload }) =>
          onOutcome(
            payload.project != null && payload.errors.length === 0 ? { kind: 'saved' } : { kind: 'rejected', errors: payload.errors },
          ),
        onError,
      }),
    [commit],
  );
  return [archive, isInFlight];
}
